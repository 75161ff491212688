import { MAX_URLS_PER_JOB, type PreviousValue } from "@shared/ipc/index.ts";

/** What a check starts from: URLs plus, where known, the title and price at posting time. */
export interface CheckInput {
  urls: string[];
  previous: Record<string, PreviousValue>;
}

export function rowsToInput(rows: readonly { url: string; title?: string | null | undefined; price?: string | null | undefined }[]): CheckInput {
  const urls: string[] = [];
  const previous: Record<string, PreviousValue> = {};
  for (const row of rows) {
    const url = row.url.trim();
    if (!/^https?:\/\//i.test(url) || Object.hasOwn(previous, url)) continue;
    urls.push(url);
    previous[url] = { title: row.title ?? null, price: row.price ?? null };
    if (urls.length >= MAX_URLS_PER_JOB) break;
  }
  return { urls, previous };
}
