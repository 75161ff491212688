import assert from "node:assert/strict";
import { createHandler } from "./handler.ts";
import { GAZETTEER_SIZE } from "./gazetteer/search.ts";

const noKey = { get: (_: string) => undefined };
const post = (body: unknown) => new Request("http://localhost/functions/v1/google-maps-proxy", { method: "POST", body: typeof body === "string" ? body : JSON.stringify(body) });
const call = async (handler: (r: Request) => Promise<Response>, body: unknown) => {
  const res = await handler(post(body));
  return { status: res.status, body: await res.json() };
};

Deno.test("gazetteer covers provinces, a few hundred places and FSAs", () => {
  assert.ok(GAZETTEER_SIZE.places >= 300, String(GAZETTEER_SIZE.places));
  assert.ok(GAZETTEER_SIZE.fsas >= 1000, String(GAZETTEER_SIZE.fsas));
});

Deno.test("offline autocomplete: cities, provinces, FSAs, postal codes, street addresses", async () => {
  const handler = createHandler({ env: noKey });
  assert.deepEqual((await call(handler, { input: "To" })).body, { predictions: [] });
  const tor = await call(handler, { input: "Toro" });
  assert.equal(tor.status, 200);
  assert.deepEqual(tor.body.predictions[0], { description: "Toronto, ON, Canada", place_id: "gz:city:ON:Toronto" });
  const accents = await call(handler, { input: "trois-rivieres" });
  assert.equal(accents.body.predictions[0].description, "Trois-Rivières, QC, Canada");
  const fsa = await call(handler, { input: "m5v" });
  assert.equal(fsa.body.predictions[0].description, "M5V, Toronto, ON, Canada");
  const prov = await call(handler, { input: "Nouvelle-É" });
  assert.equal(prov.body.predictions[0].place_id, "gz:prov:NS");
  const addr = await call(handler, { input: "42 rue Saint-Denis, Montréal, QC H2X 1Y4" });
  const details = await call(handler, { placeid: addr.body.predictions[0].place_id });
  const byType = Object.fromEntries(details.body.result.address_components.map((c: { types: string[]; long_name: string; short_name: string }) => [c.types[0], c]));
  assert.equal(byType.street_number.long_name, "42");
  assert.equal(byType.route.long_name, "rue Saint-Denis");
  assert.equal(byType.locality.long_name, "Montréal");
  assert.equal(byType.administrative_area_level_1.short_name, "QC");
  assert.equal(byType.postal_code.long_name, "H2X 1Y4");
});

Deno.test("offline details for city, province and postal code; unknown ids 404", async () => {
  const handler = createHandler({ env: noKey });
  const city = await call(handler, { placeid: "gz:city:BC:Vancouver" });
  assert.deepEqual(city.body.result.address_components.map((c: { types: string[] }) => c.types[0]), ["locality", "administrative_area_level_1", "country"]);
  const postal = await call(handler, { placeid: "gz:postal:K1P5J2" });
  assert.equal(postal.body.result.address_components[0].long_name, "K1P 5J2");
  assert.equal((await call(handler, { placeid: "gz:city:ON:Atlantis" })).status, 404);
  assert.equal((await call(handler, { placeid: "ChIJpTvG15DL1IkRd8S0KlBVNTI" })).status, 404);
});

Deno.test("bad bodies get 400, preflight gets CORS", async () => {
  const handler = createHandler({ env: noKey });
  for (const body of ["", "nope", "[]", {}, { input: 5 }, { placeid: "" }, { input: "x".repeat(201) }]) {
    assert.equal((await call(handler, body)).status, 400, JSON.stringify(body));
  }
  const pre = await handler(new Request("http://localhost/", { method: "OPTIONS" }));
  assert.equal(pre.headers.get("access-control-allow-origin"), "*");
  await pre.body?.cancel();
});

Deno.test("rate-limited per visitor IP", async () => {
  const handler = createHandler({ env: { get: (n: string) => (n === "MAPS_RATE_VISITOR_PER_MIN" ? "2" : undefined) }, verifyToken: null, now: () => 0 });
  const statuses: number[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await handler(new Request("http://localhost/", { method: "POST", headers: { "x-forwarded-for": "203.0.113.5" }, body: JSON.stringify({ input: "Toronto" }) }));
    statuses.push(res.status);
    await res.body?.cancel();
  }
  assert.deepEqual(statuses, [200, 200, 429]);
});

Deno.test("with GOOGLE_MAPS_API_KEY: Places autocomplete restricted to Canada with a session token", async () => {
  const seen: URL[] = [];
  const fakeGoogle: typeof fetch = (input) => {
    const url = new URL(String(input));
    seen.push(url);
    const body = url.pathname.endsWith("/autocomplete/json")
      ? { status: "OK", predictions: [{ description: "100 Queen St W, Toronto, ON, Canada", place_id: "ChIJ-queen", types: ["street_address"] }] }
      : { status: "OK", result: { address_components: [{ long_name: "100", short_name: "100", types: ["street_number"] }, { long_name: "M5H 2N2", short_name: "M5H 2N2", types: ["postal_code"] }] } };
    return Promise.resolve(new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } }));
  };
  const handler = createHandler({ env: { get: (n: string) => (n === "GOOGLE_MAPS_API_KEY" ? "test-key" : undefined) }, fetchImpl: fakeGoogle });
  const auto = await call(handler, { input: "100 Queen St W", sessiontoken: "session-1234" });
  assert.deepEqual(auto.body, { predictions: [{ description: "100 Queen St W, Toronto, ON, Canada", place_id: "ChIJ-queen" }] });
  const details = await call(handler, { placeid: "ChIJ-queen", sessiontoken: "session-1234" });
  assert.equal(details.body.result.address_components[1].long_name, "M5H 2N2");
  assert.equal(seen[0]?.hostname, "maps.googleapis.com");
  assert.equal(seen[0]?.searchParams.get("components"), "country:ca");
  assert.equal(seen[0]?.searchParams.get("sessiontoken"), "session-1234");
  assert.equal(seen[0]?.searchParams.get("key"), "test-key");
  assert.equal(seen[1]?.searchParams.get("sessiontoken"), "session-1234");
  assert.equal(seen[1]?.searchParams.get("fields"), "address_component");
  const failing = createHandler({ env: { get: () => "k" }, fetchImpl: () => Promise.resolve(new Response(JSON.stringify({ status: "REQUEST_DENIED", error_message: "bad key" }))) });
  const denied = await call(failing, { input: "100 Queen" });
  assert.equal(denied.status, 502);
  assert.match(denied.body.error, /REQUEST_DENIED/);
});

Deno.test("offline: a whole address typed with or without commas, in English or French, splits into its parts (issue 18)", async () => {
  const handler = createHandler({ env: noKey });
  const parts = async (input: string) => {
    const first = (await call(handler, { input })).body.predictions[0];
    const details = await call(handler, { placeid: first.place_id });
    const byType = Object.fromEntries(details.body.result.address_components.map((c: { types: string[]; long_name: string; short_name: string }) => [c.types[0], c.types[0] === "administrative_area_level_1" ? c.short_name : c.long_name]));
    return { description: first.description, street: [byType.street_number, byType.route].filter(Boolean).join(" "), city: byType.locality, province: byType.administrative_area_level_1, postal: byType.postal_code };
  };
  assert.deepEqual(await parts("100 King St W Toronto, Canada"), { description: "100 King St W, Toronto, ON, Canada", street: "100 King St W", city: "Toronto", province: "ON", postal: undefined });
  assert.deepEqual(await parts("100 King St W, Toronto, ON M5V 2T6"), { description: "100 King St W, Toronto, ON M5V 2T6, Canada", street: "100 King St W", city: "Toronto", province: "ON", postal: "M5V 2T6" });
  assert.deepEqual(await parts("1200, rue Sainte-Catherine Ouest, Montréal (Québec) H3B 1K9"), {
    description: "1200 rue Sainte-Catherine Ouest, Montréal, QC H3B 1K9, Canada", street: "1200 rue Sainte-Catherine Ouest", city: "Montréal", province: "QC", postal: "H3B 1K9",
  });
});

Deno.test("locate: the postal code's area, else the city, from the shipped gazetteer; with a Google key too", async () => {
  for (const env of [noKey, { get: (n: string) => (n === "GOOGLE_MAPS_API_KEY" ? "k" : undefined) }]) {
    const handler = createHandler({ env, fetchImpl: () => Promise.reject(new Error("no network")) });
    const postal = (await call(handler, { locate: { postal_code: "M5V 2T6", city: "Toronto", province: "ON" } })).body.location;
    assert.equal(postal.precision, "postal");
    assert.ok(Math.abs(postal.lat - 43.64) < 0.1 && Math.abs(postal.lng - -79.39) < 0.1, JSON.stringify(postal));
    const city = (await call(handler, { locate: { city: "Montréal", province: "Québec" } })).body.location;
    assert.equal(city.precision, "city");
    assert.ok(Math.abs(city.lat - 45.5) < 0.2 && Math.abs(city.lng - -73.6) < 0.2, JSON.stringify(city));
    const byFsas = (await call(handler, { locate: { city: "Whitby", province: "ON" } })).body.location;
    assert.equal(byFsas.precision, "city");
    assert.ok(Math.abs(byFsas.lat - 43.9) < 0.2, JSON.stringify(byFsas));
    assert.equal((await call(handler, { locate: { city: "Atlantis" } })).body.location, null);
  }
});

Deno.test("every FSA and place of the gazetteer lies in Canada's bounds (the database refuses others)", async () => {
  const { COORDINATES_SIZE } = await import("./gazetteer/locate.ts");
  const { FSA_COORDINATES } = await import("./gazetteer/coordinates.ts");
  assert.ok(COORDINATES_SIZE.fsas >= 1500 && COORDINATES_SIZE.places >= 400, JSON.stringify(COORDINATES_SIZE));
  for (const entry of FSA_COORDINATES.split(";")) {
    const [lat, lng] = (entry.split(":")[1] ?? "").split(",").map(Number);
    assert.ok(lat! >= 41.6 && lat! <= 83.2 && lng! >= -141.1 && lng! <= -52.5, entry);
  }
});
