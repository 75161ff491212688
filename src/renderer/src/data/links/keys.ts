/** Query keys of the metadata-extractor edge function: one extraction per URL. */
export const linkKeys = {
  all: ["link-metadata"] as const,
  preview: (url: string | null) => [...linkKeys.all, "preview", url] as const,
};
