/** Deno test helper: serves the shared fixture corpus on 127.0.0.1 with an ephemeral port. */
import { FIXTURES, fixtureBytes } from "@test-support/link-fixtures/index.ts";

export type TestServer = { url: string; hits: string[]; close(): Promise<void> };

export function startTestServer(): TestServer {
  const hits: string[] = [];
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, (req) => {
    const url = new URL(req.url);
    hits.push(url.pathname);
    const fixture = /^\/fixtures\/([\w-]+)$/.exec(url.pathname);
    const f = fixture ? FIXTURES.find((x) => x.name === fixture[1]) : undefined;
    if (f) return new Response(fixtureBytes(f), { headers: { "content-type": f.contentType ?? "text/html; charset=utf-8" } });
    if (url.pathname === "/redirect") return new Response(null, { status: 302, headers: { location: url.searchParams.get("to") ?? "/" } });
    return new Response("<!doctype html><title>Not found</title>", { status: 404, headers: { "content-type": "text/html" } });
  });
  return { url: `http://127.0.0.1:${server.addr.port}`, hits, close: () => server.shutdown() };
}

/** A JWT-shaped token with the given claims and a dummy signature (tests inject the verifier). */
export function fakeJwt(claims: Record<string, unknown>): string {
  const enc = (v: unknown) => btoa(JSON.stringify(v)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
  return `${enc({ alg: "HS256", typ: "JWT" })}.${enc(claims)}.c2ln`;
}
