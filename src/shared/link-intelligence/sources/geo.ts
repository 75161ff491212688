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

/**
 * A map script's markers with the place each names: Leaflet's `L.marker([lat, lng]) … .bindPopup('61 Young Street')`
 * (or a tooltip; its point also `L.latLng(lat, lng)` or a variable set to one), Google Maps' `new google.maps.Marker({ position: { lat, lng }, title: '…' })`. The map's own view
 * (`setView`, `center`) is where the map looks, no marker, and is never read.
 */
export function mapMarkers(script: string): Array<{ geo: GeoPoint; label: string }> {
  const out: Array<{ geo: GeoPoint; label: string }> = [];
  if (script.includes("L.marker(")) {
    // The marker's point as an array, as `L.latLng(lat, lng)`, or as a variable the script set to either just before
    // (`var listingPoint = L.latLng(45.39, -75.64); L.marker(listingPoint)`).
    const POINT = String.raw`(?:\[\s*(-?\d{1,3}\.\d+)\s*,\s*(-?\d{1,3}\.\d+)\s*\]|L\.latLng\(\s*(-?\d{1,3}\.\d+)\s*,\s*(-?\d{1,3}\.\d+)\s*\))`;
    const points = new Map<string, [string | undefined, string | undefined]>();
    for (const v of script.matchAll(new RegExp(String.raw`\b(?:var|let|const)\s+([A-Za-z_$][\w$]*)\s*=\s*${POINT}`, "g"))) points.set(v[1] ?? "", [v[2] ?? v[4], v[3] ?? v[5]]);
    for (const m of script.matchAll(new RegExp(String.raw`\bL\.marker\(\s*(?:${POINT}|([A-Za-z_$][\w$]*)\s*[,)])([^;]{0,400})`, "g"))) {
      const label = /\.bind(?:Popup|Tooltip)\(\s*(['"`])((?:(?!\1).){1,200})\1/.exec(m[6] ?? "")?.[2];
      const [lat, lng] = m[5] !== undefined ? (points.get(m[5]) ?? []) : [m[1] ?? m[3], m[2] ?? m[4]];
      const geo = geoPoint(lat, lng);
      if (geo && label) out.push({ geo, label: label.replace(/<[^>]*>/g, " ").trim() });
    }
  }
  if (script.includes("maps.Marker(")) {
    for (const m of script.matchAll(/\bmaps\.Marker\(\s*\{([^;]{0,400}?)\}\s*\)/g)) {
      const body = m[1] ?? "";
      const at = /position\s*:\s*\{\s*lat\s*:\s*(-?\d{1,3}\.\d+)\s*,\s*lng\s*:\s*(-?\d{1,3}\.\d+)\s*\}/.exec(body);
      const label = /title\s*:\s*(['"`])((?:(?!\1).){1,200})\1/.exec(body)?.[2];
      const geo = at ? geoPoint(at[1], at[2]) : null;
      if (geo && label) out.push({ geo, label: label.trim() });
    }
  }
  return out;
}
