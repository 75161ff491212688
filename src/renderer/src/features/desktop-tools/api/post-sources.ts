import { supabase } from "../../../lib/supabase.ts";
import { MAX_URLS_PER_JOB } from "../../../../../shared/ipc/index.ts";
import { rowsToInput, type CheckInput } from "../check-input.ts";

export type { CheckInput };

const PAGE_SIZE = 1_000;
type PostRow = { url: string; title: string | null; manual_price: number | null; listing_price: string | null };

/** numeric(14,2) may arrive as 500000 or "500000.00"; listing pages show "$500,000" (the checker compares digits). */
function manualPriceText(value: number | string): string {
  const amount = Number(value);
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

function postRowsToInput(rows: readonly PostRow[]): CheckInput {
  return rowsToInput(rows.map((row) => ({ url: row.url, title: row.title, price: row.manual_price !== null ? manualPriceText(row.manual_price) : row.listing_price })));
}

/** The signed-in member's own posts. */
export async function fetchMyPosts(userId: string): Promise<CheckInput> {
  const { data, error } = await supabase.from("posts").select("url, title, manual_price, listing_price").eq("user_id", userId).order("created_at", { ascending: false }).limit(MAX_URLS_PER_JOB);
  if (error) throw error;
  return postRowsToInput(data);
}

/** Every post (admins), paged through the table, newest first, up to the per-job limit. */
export async function fetchAllPosts(): Promise<CheckInput> {
  const rows: PostRow[] = [];
  for (let from = 0; rows.length < MAX_URLS_PER_JOB; from += PAGE_SIZE) {
    const { data, error } = await supabase.from("posts").select("url, title, manual_price, listing_price").order("created_at", { ascending: false }).order("id").range(from, from + PAGE_SIZE - 1);
    if (error) throw error;
    rows.push(...data);
    if (data.length < PAGE_SIZE) break;
  }
  return postRowsToInput(rows);
}

/** Domain names of the whitelisted_domains table. */
export async function fetchWhitelist(): Promise<string[]> {
  const { data, error } = await supabase.from("whitelisted_domains").select("domain_name");
  if (error) throw error;
  return data.map((row) => row.domain_name);
}
