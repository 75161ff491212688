import { queryOptions, useQuery } from "@tanstack/react-query";
import * as z from "zod/mini";
import { supabase } from "../../lib/supabase.ts";
import type { PriceSnapshot, SourceStatus } from "@shared/format/price-history.ts";
import { propertyKeys } from "./keys.ts";

const numberish = z.nullish(z.union([z.number(), z.string()]));
const status = z.enum(["live", "sold", "removed", "expired", "redirected"]);

const siblingSchema = z.object({
  id: z.string(),
  url: z.string(),
  title: z.nullish(z.string()),
  manual_price: numberish,
  listing_price: z.nullish(z.string()),
  source_status: z.nullish(status),
  created_at: z.string(),
});
const snapshotSchema = z.object({ checked_at: z.string(), price: numberish, source_status: status });
const ownSchema = z.object({
  property_id: z.nullish(z.string()),
  source_status: z.nullish(status),
  source_price_drop: numberish,
});

/** Another post of the same home: where it is listed (the site's domain), its price and when it was posted. */
export type PropertySibling = z.infer<typeof siblingSchema> & { source: string };

export interface PostProperty {
  propertyId: string | null;
  sourceStatus: SourceStatus | null;
  priceDrop: number | null;
  others: PropertySibling[];
  history: PriceSnapshot[];
}

/** The site a link points to, without www. ("realtor.ca"). */
export function sourceDomain(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

const toNumber = (v: number | string | null | undefined): number | null => {
  if (v === null || v === undefined) return null;
  const n = typeof v === "number" ? v : Number.parseFloat(v);
  return Number.isFinite(n) ? n : null;
};

/** A post's property: the other posts of the same home (newest first) and this post's re-check history (oldest first). */
export async function fetchPostProperty(postId: string): Promise<PostProperty> {
  const own = await supabase.from("posts").select("property_id, source_status, source_price_drop").eq("id", postId).maybeSingle();
  if (own.error) throw own.error;
  const row = own.data ? ownSchema.parse(own.data) : null;
  const propertyId = row?.property_id ?? null;
  const [others, history] = await Promise.all([
    propertyId
      ? supabase
          .from("posts")
          .select("id, url, title, manual_price, listing_price, source_status, created_at")
          .eq("property_id", propertyId)
          .neq("id", postId)
          .order("created_at", { ascending: false })
          .limit(20)
      : Promise.resolve({ data: [], error: null }),
    supabase.from("listing_snapshots").select("checked_at, price, source_status").eq("post_id", postId).order("checked_at").order("id").limit(200),
  ]);
  if (others.error) throw others.error;
  if (history.error) throw history.error;
  return {
    propertyId,
    sourceStatus: row?.source_status ?? null,
    priceDrop: toNumber(row?.source_price_drop),
    others: z.array(siblingSchema).parse(others.data ?? []).map((s) => ({ ...s, source: sourceDomain(s.url) })),
    history: z.array(snapshotSchema).parse(history.data ?? []).map((s) => ({ checkedAt: s.checked_at, price: toNumber(s.price), status: s.source_status })),
  };
}

export function postPropertyQueryOptions(postId: string) {
  return queryOptions({ queryKey: propertyKeys.ofPost(postId), queryFn: () => fetchPostProperty(postId) });
}

export function usePostProperty(postId: string) {
  return useQuery(postPropertyQueryOptions(postId));
}
