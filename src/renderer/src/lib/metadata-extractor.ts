import type { LinkMetadata } from "../../../shared/link-intelligence/types.ts";
import { supabase } from "./supabase.ts";

/** Calls the metadata-extractor edge function ({url} -> LinkMetadata, spec §7). Throws on transport errors. */
export async function extractMetadata(url: string): Promise<LinkMetadata | null> {
  const { data, error } = await supabase.functions.invoke<LinkMetadata>("metadata-extractor", { body: { url } });
  if (error) throw error;
  return data ?? null;
}

/** A preview can be shown when the result has a title, an image or a description (spec §4). */
export function hasPreview(meta: LinkMetadata | null | undefined): meta is LinkMetadata {
  return Boolean(meta && (meta.title || meta.imageUrl || meta.description));
}
