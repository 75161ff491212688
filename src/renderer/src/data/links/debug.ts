import type { LinkMetadata } from "@shared/link-intelligence/types.ts";
import { defineMutation } from "../mutation.ts";
import { extractMetadata } from "./extract.ts";
import { message } from "@shared/validation/messages.ts";

/** Runs the extractor for the debugger; no data is an error of its own (spec §8 'Debugger'). Nothing cached changes. */
export const debugUrl = defineMutation({
  run: async (url: string): Promise<LinkMetadata> => {
    const data = await extractMetadata(url);
    if (!data) throw new Error(message("validation.desktop.noExtractorData"));
    return data;
  },
  invalidates: [],
});
