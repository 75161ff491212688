import { useMutation } from "@tanstack/react-query";
import type { LinkMetadata } from "../../../../../shared/link-intelligence/types.ts";
import { extractMetadata } from "../../../lib/metadata-extractor.ts";

/** Runs the extractor for the debugger; no data is an error of its own (spec §8 'Debugger'). */
export async function debugUrl(url: string): Promise<LinkMetadata> {
  const data = await extractMetadata(url);
  if (!data) throw new Error("No data returned from extractor.");
  return data;
}

export function useDebugUrl() {
  return useMutation({ mutationFn: debugUrl });
}
