import * as z from "zod/mini";
import type { GeoPoint, GeoPrecision } from "@shared/link-intelligence/types.ts";
import { supabase } from "../../lib/supabase.ts";

/** A post's coordinates and where they come from (posts.lat, lng, geo_precision). */
export type PostLocation = { lat: number; lng: number; precision: GeoPrecision };

/** Canada's bounds, as the database checks them (posts_geo_in_canada). */
export function inCanada(p: GeoPoint): boolean {
  return p.lat >= 41.6 && p.lat <= 83.2 && p.lng >= -141.1 && p.lng <= -52.5;
}

const locationSchema = z.object({ location: z.nullable(z.object({ lat: z.number(), lng: z.number(), precision: z.enum(["postal", "city"]) })) });

/**
 * The listing page's own coordinates when it gave some in Canada; else the postal code's area, else the city, from
 * the gazetteer the maps proxy ships (google-maps-proxy {locate}). Null when none is known or the lookup failed:
 * a post without coordinates is better than no post.
 */
export async function resolvePostLocation(input: { pageGeo?: GeoPoint | null; postalCode?: string | null; city?: string | null; province?: string | null }): Promise<PostLocation | null> {
  if (input.pageGeo && inCanada(input.pageGeo)) return { lat: input.pageGeo.lat, lng: input.pageGeo.lng, precision: "page" };
  if (!input.postalCode && !input.city) return null;
  const { data, error } = await supabase.functions.invoke<unknown>("google-maps-proxy", {
    body: { locate: { postal_code: input.postalCode ?? "", city: input.city ?? "", province: input.province ?? "" } },
  });
  if (error) {
    console.warn("Location lookup failed", error);
    return null;
  }
  const parsed = locationSchema.safeParse(data);
  return parsed.success ? parsed.data.location : null;
}
