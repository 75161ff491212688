import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import * as z from "zod/mini";
import { supabase } from "../../lib/supabase.ts";
import type { PageParams, Paged } from "../paging.ts";
import { propertyKeys } from "./keys.ts";

const numberish = z.nullish(z.union([z.number(), z.string()]));
const changedLinkSchema = z.object({
  id: z.string(),
  title: z.nullish(z.string()),
  url: z.string(),
  status: z.string(),
  source_status: z.enum(["live", "sold", "removed", "expired", "redirected"]),
  source_price: numberish,
  source_price_drop: numberish,
  source_checked_at: z.string(),
});
export type ChangedLink = z.infer<typeof changedLinkSchema>;

/**
 * Dead and changed links for the admin console (issue 20): the posts whose source the re-check last saw sold,
 * removed, expired or turned into a search page, or cheaper than when first seen; the latest change first. Admins
 * read every post (the posts policies), so this is a plain read.
 */
export async function fetchChangedLinks(params: PageParams): Promise<Paged<ChangedLink>> {
  const from = (params.page - 1) * params.pageSize;
  const { data, error, count } = await supabase
    .from("posts")
    .select("id, title, url, status, source_status, source_price, source_price_drop, source_checked_at", { count: "exact" })
    .not("source_checked_at", "is", null)
    .or("source_status.neq.live,source_price_drop.gt.0")
    .order("source_checked_at", { ascending: false })
    .order("id", { ascending: true })
    .range(from, from + params.pageSize - 1);
  if (error) throw error;
  const rows = z.array(changedLinkSchema).parse(data);
  return { rows, total: count ?? rows.length };
}

export function changedLinksQueryOptions(params: PageParams) {
  return queryOptions({ queryKey: propertyKeys.changedLinks(params), queryFn: () => fetchChangedLinks(params), placeholderData: keepPreviousData });
}

export function useChangedLinks(params: PageParams) {
  return useQuery(changedLinksQueryOptions(params));
}
