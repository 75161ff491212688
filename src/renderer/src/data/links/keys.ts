/** Query keys of the metadata-extractor edge function: one extraction per URL, and the composer's warm-up. */
export const linkKeys = {
  all: ["link-metadata"] as const,
  preview: (url: string | null) => [...linkKeys.all, "preview", url] as const,
  warmUp: ["link-metadata", "warm-up"] as const,
};
