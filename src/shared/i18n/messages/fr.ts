import type { Catalogue } from "./en.ts";
import { coreFr } from "./core.fr.ts";
import { adminFr } from "./admin.fr.ts";
import { desktopFr } from "./desktop.fr.ts";

/** Every French message (fr-CA), in the same parts as en.ts: `satisfies` makes a missing or unknown key a type error. */
export const fr = {
  ...coreFr,
  ...adminFr,
  ...desktopFr,
} as const satisfies Catalogue;
