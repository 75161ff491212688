import { useQuery } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase.ts";
import { linkKeys } from "./keys.ts";

/** A cold metadata function (a Deno worker or hosted isolate) starts in about a second; a warm one stays so for minutes. */
const WARM_FOR_MS = 5 * 60_000;

/**
 * Starts the metadata-extractor function before the member pastes a link: a GET, which it answers 204 at once without
 * reading anything or counting as an extraction. True when it answered; a failure is only a missed head start.
 */
async function warmUpExtractor(): Promise<boolean> {
  const { error } = await supabase.functions.invoke("metadata-extractor", { method: "GET", signal: AbortSignal.timeout(30_000) });
  return !error;
}

/** The composer's warm-up when it opens: one GET per five minutes, however often the composer mounts. */
export function useExtractorWarmUp(): void {
  useQuery({
    queryKey: linkKeys.warmUp,
    queryFn: () => warmUpExtractor().catch(() => false),
    staleTime: WARM_FOR_MS,
    retry: 0,
    refetchOnWindowFocus: false,
  });
}
