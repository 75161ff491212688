import type { MessageFormatElement } from "react-intl";
import type { Locale } from "./locales.ts";
import type { MessageKey } from "./messages/en.ts";
import { compileCatalogue } from "./compile.ts";

/**
 * Compiled messages as the app holds them: the core catalogue from the start, each area once its screens have
 * loaded it (a key of an area not loaded yet is missing).
 */
export type CompiledMessages = Partial<Record<MessageKey, MessageFormatElement[]>>;

/** Catalogue parts that load with the screens that use them instead of with the app (messages/en.ts). */
export type CatalogueArea = "admin" | "desktop";

/** The core catalogue of a language, compiled; each language is its own chunk, so a page downloads only its own. */
export async function loadMessages(locale: Locale): Promise<CompiledMessages> {
  const catalogue = locale === "fr" ? (await import("./messages/core.fr.ts")).coreFr : (await import("./messages/core.en.ts")).coreEn;
  return compileCatalogue(catalogue);
}

/** One area of a language's catalogue, compiled (its own chunk per language). */
export async function loadAreaMessages(locale: Locale, area: CatalogueArea): Promise<CompiledMessages> {
  switch (area) {
    case "admin":
      return compileCatalogue(locale === "fr" ? (await import("./messages/admin.fr.ts")).adminFr : (await import("./messages/admin.en.ts")).adminEn);
    case "desktop":
      return compileCatalogue(locale === "fr" ? (await import("./messages/desktop.fr.ts")).desktopFr : (await import("./messages/desktop.en.ts")).desktopEn);
  }
}
