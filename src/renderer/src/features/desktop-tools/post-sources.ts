import { MAX_URLS_PER_JOB } from "@shared/ipc/index.ts";
import { fetchAllPostLinks, fetchMyPostLinks, type PostLinkRow } from "../../data/posts/link-sources.ts";
import { rowsToInput, type CheckInput } from "./check-input.ts";

export type { CheckInput };

/** numeric(14,2) may arrive as 500000 or "500000.00"; listing pages show "$500,000" (the checker compares digits). */
function manualPriceText(value: number | string): string {
  const amount = Number(value);
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

function postRowsToInput(rows: readonly PostLinkRow[]): CheckInput {
  return rowsToInput(rows.map((row) => ({ url: row.url, title: row.title, price: row.manual_price !== null ? manualPriceText(row.manual_price) : row.listing_price })));
}

/** The signed-in member's own posts. */
export async function fetchMyPosts(userId: string): Promise<CheckInput> {
  return postRowsToInput(await fetchMyPostLinks(userId, MAX_URLS_PER_JOB));
}

/** Every post (admins), newest first, up to the per-job limit. */
export async function fetchAllPosts(): Promise<CheckInput> {
  return postRowsToInput(await fetchAllPostLinks(MAX_URLS_PER_JOB));
}
