import { PROPERTY_KIND_LABELS } from "@shared/format/property-kind.ts";
import type { Translate } from "./i18n.tsx";

/** A stored property kind in the reader's language (the post page, feed and search cards); null when none or unknown. */
export function kindLabel(kind: string | null | undefined, t: Translate): string | null {
  return kind && Object.hasOwn(PROPERTY_KIND_LABELS, kind) ? t(`kind.${kind as keyof typeof PROPERTY_KIND_LABELS}`) : null;
}
