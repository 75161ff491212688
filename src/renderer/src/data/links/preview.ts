import { queryOptions, useQuery } from "@tanstack/react-query";
import { extractMetadata } from "./extract.ts";
import { linkKeys } from "./keys.ts";

/** Metadata of the link found in the composer; one extraction per URL, failures are not retried. */
export function linkPreviewQueryOptions(url: string | null) {
  return queryOptions({
    queryKey: linkKeys.preview(url),
    queryFn: () => (url ? extractMetadata(url) : Promise.resolve(null)),
    enabled: url !== null,
    staleTime: Infinity,
    retry: 0,
  });
}

export function useLinkPreview(url: string | null) {
  return useQuery(linkPreviewQueryOptions(url));
}
