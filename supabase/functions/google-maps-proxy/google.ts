/** Google Places (legacy web service) client: autocomplete restricted to Canada, session tokens, details. */
import type { AddressComponent, Prediction } from "./gazetteer/search.ts";

const BASE = "https://maps.googleapis.com/maps/api/place";

type GooglePayload = { status?: string; error_message?: string; predictions?: Array<{ description?: string; place_id?: string }>; result?: { address_components?: AddressComponent[] } };

export class GoogleError extends Error {}

async function call(fetchImpl: typeof fetch, path: string, params: Record<string, string>): Promise<GooglePayload> {
  const url = `${BASE}/${path}?${new URLSearchParams(params)}`;
  const res = await fetchImpl(url, { signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new GoogleError(`Google Places answered HTTP ${res.status}`);
  const payload = (await res.json()) as GooglePayload;
  if (payload.status && payload.status !== "OK" && payload.status !== "ZERO_RESULTS") {
    throw new GoogleError(`Google Places: ${payload.status}${payload.error_message ? ` (${payload.error_message})` : ""}`);
  }
  return payload;
}

export async function googleAutocomplete(fetchImpl: typeof fetch, key: string, input: string, sessionToken: string): Promise<Prediction[]> {
  const payload = await call(fetchImpl, "autocomplete/json", { input, components: "country:ca", language: "en", sessiontoken: sessionToken, key });
  return (payload.predictions ?? [])
    .filter((p): p is { description: string; place_id: string } => typeof p.description === "string" && typeof p.place_id === "string")
    .map((p) => ({ description: p.description, place_id: p.place_id }));
}

export async function googleDetails(fetchImpl: typeof fetch, key: string, placeId: string, sessionToken: string): Promise<AddressComponent[]> {
  const payload = await call(fetchImpl, "details/json", { place_id: placeId, fields: "address_component", sessiontoken: sessionToken, key });
  return payload.result?.address_components ?? [];
}
