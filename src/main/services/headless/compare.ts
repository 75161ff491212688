import type { FieldDiff } from "@shared/ipc/index.ts";
import type { LinkMetadata } from "@shared/link-intelligence/index.ts";

const STRUCTURED_FIELDS = [
  "listingPrice", "propertyType", "bedrooms", "bathrooms", "squareFootage", "mlsNumber",
  "listingAgentName", "brokerageName", "yearBuilt", "lotSize",
] as const;
const ADDRESS_FIELDS = ["street", "city", "province"] as const;

function flatten(metadata: LinkMetadata | null): Record<string, unknown> {
  const data = metadata?.structuredData ?? null;
  const flat: Record<string, unknown> = {
    title: metadata?.title ?? null,
    description: metadata?.description ?? null,
    imageUrl: metadata?.imageUrl ?? null,
    images: metadata?.images.length ?? 0,
  };
  for (const field of STRUCTURED_FIELDS) flat[`structuredData.${field}`] = data?.[field] ?? null;
  for (const field of ADDRESS_FIELDS) flat[`structuredData.address.${field}`] = data?.address[field] ?? null;
  return flat;
}

/** The fields where the static extraction and the rendered one disagree (what JavaScript added or changed). */
export function diffExtractions(staticResult: LinkMetadata | null, rendered: LinkMetadata | null): FieldDiff[] {
  const before = flatten(staticResult);
  const after = flatten(rendered);
  return Object.keys(after)
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, static: before[field] ?? null, rendered: after[field] ?? null }));
}
