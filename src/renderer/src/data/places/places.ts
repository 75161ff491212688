import { queryOptions, useQuery } from "@tanstack/react-query";
import * as z from "zod/mini";
import { supabase } from "../../lib/supabase.ts";
import { addressFromComponents, type AddressFields } from "./address-components.ts";
import { placeKeys } from "./keys.ts";

export type { AddressFields };

export const ADDRESS_MIN_CHARS = 3;

const predictionSchema = z.object({ description: z.string(), place_id: z.string() });
export type Prediction = z.infer<typeof predictionSchema>;

const componentSchema = z.object({ long_name: z.string(), short_name: z.optional(z.string()), types: z.array(z.string()) });

/** google-maps-proxy {input} -> predictions (spec §7). Errors are only logged; the list is then empty. */
export async function fetchPredictions(input: string): Promise<Prediction[]> {
  const { data, error } = await supabase.functions.invoke<unknown>("google-maps-proxy", { body: { input } });
  if (error) {
    console.warn("Address lookup failed", error);
    return [];
  }
  const parsed = z.object({ predictions: z.array(predictionSchema) }).safeParse(data);
  return parsed.success ? parsed.data.predictions : [];
}

/** google-maps-proxy {placeid} -> result.address_components, mapped to the form's address fields. */
export async function fetchPlaceAddress(placeid: string): Promise<AddressFields | null> {
  const { data, error } = await supabase.functions.invoke<unknown>("google-maps-proxy", { body: { placeid } });
  if (error) {
    console.warn("Place lookup failed", error);
    return null;
  }
  const parsed = z.object({ result: z.object({ address_components: z.array(componentSchema) }) }).safeParse(data);
  return parsed.success ? addressFromComponents(parsed.data.result.address_components) : null;
}

export function predictionsQueryOptions(input: string) {
  return queryOptions({
    queryKey: placeKeys.predictions(input),
    queryFn: () => fetchPredictions(input),
    enabled: input.length >= ADDRESS_MIN_CHARS,
    staleTime: 5 * 60_000,
  });
}

export function usePredictions(input: string) {
  return useQuery(predictionsQueryOptions(input));
}
