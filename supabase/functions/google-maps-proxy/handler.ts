/**
 * google-maps-proxy (spec §7): {input} → {predictions: [{description, place_id}]} (empty under 3 characters),
 * {placeid} → {result: {address_components}}. Google Places when GOOGLE_MAPS_API_KEY is set, else the offline
 * Canadian gazetteer. Optional {sessiontoken} groups one autocomplete session (Google billing).
 * {locate: {postal_code, city, province}} → {location: {lat, lng, precision} | null}: a post's coordinates from the
 * shipped gazetteer (the postal code's area, else the city), with or without a Google key (issue 18).
 */
import type { TokenVerifier } from "../_shared/caller.ts";
import { json, preflight, readJsonObject } from "../_shared/http.ts";
import { callerLimiter, defaultVerifier } from "../_shared/limits.ts";
import type { Env, ServeInfo } from "../_shared/limits.ts";
import { autocomplete, placeDetails } from "./gazetteer/search.ts";
import { locate } from "./gazetteer/locate.ts";
import { GoogleError, googleAutocomplete, googleDetails } from "./google.ts";

export type HandlerDeps = { env?: Env; fetchImpl?: typeof fetch; verifyToken?: TokenVerifier | null; now?: () => number };

export function createHandler(deps: HandlerDeps = {}) {
  const env: Env = deps.env ?? { get: (name) => Deno.env.get(name) };
  const fetchImpl = deps.fetchImpl ?? fetch;
  // verify_jwt is off (visitors hold only the publishable key), so callers are limited here: keystrokes are
  // debounced 400 ms, so 60 a minute per visitor IP and 120 per member leave room for fast typists.
  const limit = callerLimiter({
    visitorsPerMinute: env.get("MAPS_RATE_VISITOR_PER_MIN"),
    membersPerMinute: env.get("MAPS_RATE_MEMBER_PER_MIN"),
    defaults: { visitors: 60, members: 120 },
    verifyToken: deps.verifyToken !== undefined ? deps.verifyToken : defaultVerifier(env),
    now: deps.now,
  });
  return async (req: Request, info?: ServeInfo): Promise<Response> => {
    if (req.method === "OPTIONS") return preflight();
    if (req.method !== "POST") return json({ error: "Method not allowed. Use POST with {\"input\"} or {\"placeid\"}." }, 405);
    const limited = await limit(req, info);
    if (limited) return limited;
    const body = await readJsonObject(req);
    const input = body?.["input"];
    const placeid = body?.["placeid"];
    const rawToken = body?.["sessiontoken"] ?? body?.["sessionToken"];
    const token = typeof rawToken === "string" && /^[\w-]{8,128}$/.test(rawToken) ? rawToken : crypto.randomUUID();
    const key = env.get("GOOGLE_MAPS_API_KEY");
    const where = body?.["locate"];
    if (typeof where === "object" && where !== null && !Array.isArray(where)) {
      const field = (name: string) => {
        const v = (where as Record<string, unknown>)[name];
        return typeof v === "string" && v.length <= 200 ? v : null;
      };
      return json({ location: locate({ postalCode: field("postal_code"), city: field("city"), province: field("province") }) });
    }
    try {
      if (typeof input === "string" && input.length <= 200) {
        if (input.trim().length < 3) return json({ predictions: [] });
        const predictions = key ? await googleAutocomplete(fetchImpl, key, input.trim(), token) : autocomplete(input);
        return json({ predictions });
      }
      if (typeof placeid === "string" && placeid.length > 0 && placeid.length <= 512) {
        const components = key && !placeid.startsWith("gz:") ? await googleDetails(fetchImpl, key, placeid, token) : placeDetails(placeid);
        if (!components) return json({ error: "Unknown place_id." }, 404);
        return json({ result: { address_components: components } });
      }
    } catch (err) {
      const message = err instanceof GoogleError ? err.message : "Address lookup failed.";
      return json({ error: message }, 502);
    }
    return json({ error: "Request body must be JSON with an \"input\" string or a \"placeid\" string." }, 400);
  };
}
