import { coreEn } from "./core.en.ts";
import { adminEn } from "./admin.en.ts";
import { desktopEn } from "./desktop.en.ts";

/**
 * Every English message: the spec's text, verbatim; `{name}` is an argument. The keys of this catalogue are the
 * message keys of the product: fr.ts must have every one (a type error otherwise) and nothing else.
 *
 * The app loads it in parts (src/shared/i18n/load.ts): core.en.ts with the app (the first screens and the member's
 * screens), and each area below with the screens that use it, so a visitor never downloads the admin's or the
 * desktop tools' text.
 */
export const en = {
  ...coreEn,
  ...adminEn,
  ...desktopEn,
} as const;

export type MessageKey = keyof typeof en;
/** What every other language's catalogue must be: the same keys, each a text. */
export type Catalogue = { readonly [K in MessageKey]: string };
