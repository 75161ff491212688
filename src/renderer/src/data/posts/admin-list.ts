import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase.ts";
import type { Database } from "@shared/database.types.ts";
import type { PageParams, Paged } from "../paging.ts";
import { postKeys } from "./keys.ts";

type PostsRow = Database["public"]["Tables"]["posts"]["Row"];
export type AdminPostRow = Pick<PostsRow, "id" | "title" | "status" | "user_id" | "is_featured" | "created_at"> & {
  author: { username: string | null; full_name: string | null } | null;
};

/** All posts newest first, one page at a time (the spec fetches all; 10,000+ rows need paging). */
export function adminPostsPageQuery(params: PageParams) {
  return queryOptions({
    queryKey: postKeys.adminPage(params),
    queryFn: async (): Promise<Paged<AdminPostRow>> => {
      const from = (params.page - 1) * params.pageSize;
      const { data, error, count } = await supabase
        .from("posts")
        .select("id, title, status, user_id, is_featured, created_at, author:public_profiles(username, full_name)", { count: "exact" })
        .order("created_at", { ascending: false })
        .order("id", { ascending: true })
        .range(from, from + params.pageSize - 1);
      if (error) throw error;
      return { rows: data, total: count ?? data.length };
    },
    placeholderData: keepPreviousData,
  });
}
