/** Coordinates from the page's own data: "45.51", 45.51, within range and not the 0,0 placeholder. */
import type { GeoPoint } from "../types.ts";
import type { Json } from "./json.ts";

export function geoPoint(lat: Json | string | undefined, lng: Json | string | undefined): GeoPoint | null {
  const a = typeof lat === "number" ? lat : typeof lat === "string" ? Number(lat.trim()) : NaN;
  const b = typeof lng === "number" ? lng : typeof lng === "string" ? Number(lng.trim()) : NaN;
  if (!Number.isFinite(a) || !Number.isFinite(b) || Math.abs(a) > 90 || Math.abs(b) > 180 || (a === 0 && b === 0)) return null;
  if (typeof lat === "string" && lat.trim() === "") return null;
  return { lat: a, lng: b };
}
