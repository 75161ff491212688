import { FunctionsHttpError } from "@supabase/supabase-js";
import type { LinkMetadata } from "@shared/link-intelligence/types.ts";
import { supabase } from "../../lib/supabase.ts";

/** The `error` (or `message`) a function put in its JSON error body, when there is one. */
async function functionErrorMessage(error: unknown): Promise<string | null> {
  if (!(error instanceof FunctionsHttpError)) return null;
  try {
    const body: unknown = await (error.context as Response).clone().json();
    if (body && typeof body === "object") {
      const value = "error" in body ? body.error : "message" in body ? body.message : null;
      if (typeof value === "string" && value) return value;
    }
  } catch {
    // not JSON
  }
  return null;
}

/** The extractor gives up on a page after 8 s; past this the preview is marked failed instead of spinning on. */
const EXTRACT_TIMEOUT_MS = 20_000;

/** Calls the metadata-extractor edge function ({url} -> LinkMetadata, spec §7). Throws with the server's message. */
export async function extractMetadata(url: string): Promise<LinkMetadata | null> {
  const { data, error } = await supabase.functions.invoke<LinkMetadata>("metadata-extractor", {
    body: { url },
    signal: AbortSignal.timeout(EXTRACT_TIMEOUT_MS),
  });
  if (error) {
    const message = await functionErrorMessage(error);
    throw message ? new Error(message) : error;
  }
  return data ?? null;
}

/** A preview can be shown when the result has a title, an image or a description (spec §4). */
export function hasPreview(meta: LinkMetadata | null | undefined): meta is LinkMetadata {
  return Boolean(meta && (meta.title || meta.imageUrl || meta.description));
}
