import { supabase } from "../../lib/supabase.ts";

const PAGE_SIZE = 1_000;

/** What a bulk link check needs of a post: its link, and its title and price when it was posted. */
export type PostLinkRow = { url: string; title: string | null; manual_price: number | null; listing_price: string | null };

/** The signed-in member's own posts, newest first, at most `limit`. */
export async function fetchMyPostLinks(userId: string, limit: number): Promise<PostLinkRow[]> {
  const { data, error } = await supabase.from("posts").select("url, title, manual_price, listing_price").eq("user_id", userId).order("created_at", { ascending: false }).limit(limit);
  if (error) throw error;
  return data;
}

/** Every post (admins), paged through the table, newest first, up to `limit`. */
export async function fetchAllPostLinks(limit: number): Promise<PostLinkRow[]> {
  const rows: PostLinkRow[] = [];
  for (let from = 0; rows.length < limit; from += PAGE_SIZE) {
    const { data, error } = await supabase.from("posts").select("url, title, manual_price, listing_price").order("created_at", { ascending: false }).order("id").range(from, from + PAGE_SIZE - 1);
    if (error) throw error;
    rows.push(...data);
    if (data.length < PAGE_SIZE) break;
  }
  return rows;
}
