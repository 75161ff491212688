import type { PropertyKind } from "../link-intelligence/types.ts";

/** The property-type vocabulary (issue 18) as members read it. */
export const PROPERTY_KIND_LABELS: Record<PropertyKind, string> = {
  house: "House (detached)",
  "semi-detached": "Semi-detached",
  townhouse: "Townhouse",
  condo: "Condo / apartment",
  plex: "Duplex / triplex / plex",
  mobile: "Mobile home",
  land: "Land",
  farm: "Farm",
  commercial: "Commercial",
  business: "Business",
  other: "Other",
};

/** The label of a stored kind; null when none or unknown. */
export function propertyKindLabel(kind: string | null | undefined): string | null {
  return kind && Object.hasOwn(PROPERTY_KIND_LABELS, kind) ? PROPERTY_KIND_LABELS[kind as PropertyKind] : null;
}
