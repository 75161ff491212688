import type { MessageFormatElement } from "react-intl";
import type { Locale } from "./locales.ts";
import type { MessageKey } from "./messages/en.ts";
import { compileCatalogue } from "./compile.ts";

export type CompiledMessages = Record<MessageKey, MessageFormatElement[]>;

/** One language's catalogue, compiled; each is its own chunk, so a page downloads only the language it shows. */
export async function loadMessages(locale: Locale): Promise<CompiledMessages> {
  const catalogue = locale === "fr" ? (await import("./messages/fr.ts")).fr : (await import("./messages/en.ts")).en;
  return compileCatalogue(catalogue);
}
