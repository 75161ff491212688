// listing-recheck against a local fixture site (the shared generated listing pages, a price that drops, a listing
// that goes away, a robots.txt that disallows a path) and a stand-in for the two RPCs it calls.
import assert from "node:assert/strict";
import { generatedListing, generatedListingFacts } from "@test-support/link-fixtures/index.ts";
import { RECHECK_BOT } from "@shared/link-intelligence/fetch/polite.ts";
import { createHandler } from "./handler.ts";

type Snapshot = { status: string; price: number | null; facts: unknown };

function startSite() {
  const state = { priceOf: new Map<number, number>(), gone: new Set<number>(), hits: [] as string[], agents: new Set<string>(), inFlight: 0, peak: 0 };
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (req) => {
    const url = new URL(req.url);
    state.hits.push(url.pathname);
    state.agents.add(req.headers.get("user-agent") ?? "");
    if (url.pathname === "/robots.txt") return new Response("User-agent: *\nDisallow: /private/\n", { headers: { "content-type": "text/plain" } });
    state.inFlight += 1;
    state.peak = Math.max(state.peak, state.inFlight);
    await new Promise((r) => setTimeout(r, 5)); // requests overlap, so the per-host limit is exercised
    state.inFlight -= 1;
    const m = /^\/(listing|private)\/(\d+)$/.exec(url.pathname);
    const n = Number(m?.[2]);
    if (!m || state.gone.has(n)) return new Response("<!doctype html><title>Not found</title>", { status: 404, headers: { "content-type": "text/html" } });
    const base = `http://${url.host}`;
    const price = state.priceOf.get(n) ?? generatedListingFacts(n).price;
    const html = generatedListing(n, base).replace(`"price":${generatedListingFacts(n).price}`, `"price":${price}`);
    return new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } });
  });
  return { state, base: `http://127.0.0.1:${server.addr.port}`, close: () => server.shutdown() };
}

/** record_listing_check as the database does it: a snapshot only when status, price or facts changed. */
function startRest(due: { post_id: string; url: string; requested: boolean }[]) {
  const history = new Map<string, Snapshot[]>();
  const runs: string[] = [];
  let resumeAfter: string | null = null;
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (req) => {
    const name = new URL(req.url).pathname.replace("/rest/v1/rpc/", "");
    const args = await req.json();
    if (req.headers.get("authorization") !== "Bearer service-key") return new Response("{}", { status: 401 });
    if (name === "record_recheck_run") {
      runs.push(args.p_trigger);
      resumeAfter = args.p_report.resumeAfter ?? null;
      return new Response(null, { status: 204 });
    }
    if (name === "listing_recheck_resume") return Response.json(resumeAfter);
    if (name === "listing_recheck_batch") {
      const after = args.p_after as string | null;
      return Response.json(due.filter((d) => after === null || d.post_id > after).slice(0, args.p_limit));
    }
    const list = history.get(args.p_post_id) ?? [];
    const last = list.at(-1);
    const next: Snapshot = { status: args.p_status, price: args.p_price ?? (args.p_status === "live" ? null : last?.price ?? null), facts: args.p_facts };
    if (last && JSON.stringify(last) === JSON.stringify(next)) return Response.json(false);
    history.set(args.p_post_id, [...list, next]);
    return Response.json(true);
  });
  return { history, runs, url: `http://127.0.0.1:${server.addr.port}`, close: () => server.shutdown() };
}

const env = (rest: string) => ({
  get: (name: string) =>
    ({ SUPABASE_URL: rest, SUPABASE_SERVICE_ROLE_KEY: "service-key", LINK_FETCH_ALLOW_PRIVATE: "127.0.0.1", RECHECK_BACKOFF_MS: "1" })[name],
});
const run = (handler: (req: Request) => Promise<Response>, key = "service-key", body: Record<string, unknown> = {}) =>
  handler(new Request("http://localhost/functions/v1/listing-recheck", { method: "POST", headers: { authorization: `Bearer ${key}` }, body: JSON.stringify({ trigger: "test", ...body }) }));

Deno.test("re-check: a price drop and a removal become history, robots.txt is honoured, a second pass writes nothing", async () => {
  const site = startSite();
  const ids = Array.from({ length: 12 }, (_, i) => i + 1);
  const due = [
    ...ids.map((n) => ({ post_id: `post-${String(n).padStart(3, "0")}`, url: `${site.base}/listing/${n}`, requested: false })),
    { post_id: "post-900", url: `${site.base}/private/900`, requested: false },
  ];
  const rest = startRest(due);
  try {
    const handler = createHandler({ env: env(rest.url), sleep: () => Promise.resolve() });
    const denied = await run(handler, "anon-key");
    assert.equal(denied.status, 401);
    await denied.body?.cancel();

    const first = await (await run(handler)).json();
    assert.equal(first.checked, 13);
    assert.equal(first.written, 12);
    assert.equal(first.robots, 1);
    assert.ok(first.peakPerHost <= 2, `peak per host ${first.peakPerHost}`);
    assert.ok(site.state.peak <= 2, `the site saw ${site.state.peak} at a time`);
    assert.ok(!site.state.hits.includes("/private/900"), "robots.txt disallows /private/");
    assert.ok([...site.state.agents].every((a) => a.startsWith(RECHECK_BOT)), [...site.state.agents].join(", "));

    const second = await (await run(handler)).json();
    assert.equal(second.written, 0);
    assert.equal(second.unchanged, 12);

    site.state.priceOf.set(1, generatedListingFacts(1).price - 30_000);
    site.state.gone.add(2);
    const third = await (await run(handler)).json();
    assert.equal(third.written, 2);
    const h1 = rest.history.get("post-001") ?? [];
    assert.deepEqual(h1.map((s) => [s.status, s.price]), [["live", generatedListingFacts(1).price], ["live", generatedListingFacts(1).price - 30_000]]);
    const h2 = rest.history.get("post-002") ?? [];
    assert.deepEqual(rest.runs, ["test", "test", "test"]);
    assert.deepEqual(h2.map((s) => [s.status, s.price]), [["live", generatedListingFacts(2).price], ["removed", generatedListingFacts(2).price]]);
  } finally {
    await site.close();
    await rest.close();
  }
});

Deno.test("re-check: a host that keeps failing is backed off for the rest of the pass", async () => {
  const site = startSite();
  const due = Array.from({ length: 10 }, (_, i) => ({ post_id: `p-${String(i).padStart(2, "0")}`, url: `${site.base}/boom/${i}`, requested: false }));
  // A closed port: every request fails at connect.
  await site.close();
  const rest = startRest(due);
  try {
    const report = await (await run(createHandler({ env: env(rest.url), sleep: () => Promise.resolve() }))).json();
    assert.equal(report.written, 0);
    assert.ok(report.backedOff >= 1, JSON.stringify(report));
  } finally {
    await rest.close();
  }
});

Deno.test("re-check: a call cut short goes on where it stopped next time, and starts over once the pass is complete", async () => {
  const site = startSite();
  const due = Array.from({ length: 7 }, (_, i) => ({ post_id: `post-${String(i + 1).padStart(3, "0")}`, url: `${site.base}/listing/${i + 1}`, requested: false }));
  const rest = startRest(due);
  try {
    const handler = createHandler({ env: env(rest.url), sleep: () => Promise.resolve() });
    // At most 3 posts a call (RECHECK_MAX_POSTS; the time budget stops a call the same way).
    const first = await (await run(handler, "service-key", { limit: 3 })).json();
    assert.deepEqual([first.checked, first.resumedAfter, first.resumeAfter, first.complete], [3, null, "post-003", false]);
    const second = await (await run(handler, "service-key", { limit: 3 })).json();
    assert.deepEqual([second.checked, second.resumedAfter, second.resumeAfter, second.complete], [3, "post-003", "post-006", false]);
    const third = await (await run(handler, "service-key", { limit: 3 })).json();
    assert.deepEqual([third.checked, third.resumedAfter, third.resumeAfter, third.complete], [1, "post-006", null, true]);
    assert.deepEqual([...rest.history.keys()].sort(), due.map((d) => d.post_id));
    const again = await (await run(handler, "service-key", { limit: 3 })).json();
    assert.deepEqual([again.checked, again.resumedAfter, again.unchanged], [3, null, 3]);
    // Resumed past the last post (the posts after it were deleted, or the last call stopped right at the end): the
    // pass is complete, and the next call starts again from the first.
    due.splice(3);
    const past = await (await run(handler)).json();
    assert.deepEqual([past.checked, past.resumedAfter, past.resumeAfter, past.complete], [0, "post-003", null, true]);
    const over = await (await run(handler)).json();
    assert.deepEqual([over.checked, over.resumedAfter, over.complete], [3, null, true]);
  } finally {
    await site.close();
    await rest.close();
  }
});
