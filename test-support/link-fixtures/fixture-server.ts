/**
 * Local fixture server for link-intelligence tests, the headless debugger and the desktop bulk checks.
 * Listens on 127.0.0.1 with an ephemeral port. Fetching it needs LINK_FETCH_ALLOW_PRIVATE=127.0.0.1
 * (or `allowPrivate: ["127.0.0.1"]`).
 */
import { createServer } from "node:http";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { FIXTURES } from "./index.ts";
import { fixtureBytes, generatedListing, generatedListingFacts, JS_ONLY_PAGE } from "./generated.ts";
import { hostileRoute } from "./fixture-hostile.ts";

/** What became of a generated listing since it was first served: a new price, sold (the page says so), or gone (404). */
export type ListingChange = { price?: number; state?: "sold" | "gone" };

export type FixtureServer = {
  url: string;
  close(): Promise<void>;
  hits(path?: string): number;
  /** Changes what /listing/{n} serves from now on (the re-check tests: a price drop, a sale, a removal); null restores it. */
  setListing(n: number, change: ListingChange | null): void;
  /** Most requests this server had in flight at once. */
  peakInFlight(): number;
};

function send(res: ServerResponse, status: number, type: string, body: string | Uint8Array, extra: Record<string, string> = {}): void {
  res.writeHead(status, { "content-type": type, ...extra });
  res.end(body);
}

function listingPage(n: number, base: string, geo: boolean, change: ListingChange | undefined): string {
  const html = generatedListing(n, base, { geo });
  if (!change) return html;
  const facts = generatedListingFacts(n);
  let page = change.price === undefined ? html : html.replace(`"price":${facts.price}`, `"price":${change.price}`);
  if (change.state === "sold") page = page.replace("<title>", "<title>SOLD: ").replace('<meta property="og:title" content="', '<meta property="og:title" content="Sold: ');
  return page;
}

function route(req: IncomingMessage, res: ServerResponse, base: string, changes: Map<number, ListingChange>): void {
  const url = new URL(req.url ?? "/", base);
  const path = url.pathname;
  const listing = /^\/listing\/(\d+)$/.exec(path);
  if (listing?.[1]) {
    const n = Number(listing[1]);
    const change = changes.get(n);
    if (change?.state === "gone") return send(res, 404, "text/html; charset=utf-8", "<!doctype html><title>Listing not found</title><h1>404</h1>");
    return send(res, 200, "text/html; charset=utf-8", listingPage(n, base, url.searchParams.has("geo"), change));
  }
  const fixture = /^\/fixtures\/([\w-]+)$/.exec(path);
  if (fixture?.[1]) {
    const f = FIXTURES.find((x) => x.name === fixture[1]);
    if (!f) return send(res, 404, "text/plain", "no such fixture");
    return send(res, 200, f.contentType ?? "text/html; charset=utf-8", fixtureBytes(f, base));
  }
  if (path === "/js-only") return send(res, 200, "text/html; charset=utf-8", JS_ONLY_PAGE);
  const image = /^\/images\/[\w-]+\.(jpg|png)$/.exec(path);
  if (image) {
    // A 1x1 PNG; real enough for <img> tags in the debugger.
    const png = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=="), (c) => c.charCodeAt(0));
    return send(res, 200, "image/png", png, { "cache-control": "max-age=3600" });
  }
  if (hostileRoute(req, res, url)) return;
  if (path === "/") {
    const links = FIXTURES.map((f) => `<li><a href="/fixtures/${f.name}">${f.name}</a></li>`).join("");
    return send(res, 200, "text/html; charset=utf-8", `<!doctype html><title>Fixtures</title><ul>${links}</ul>`);
  }
  send(res, 404, "text/html; charset=utf-8", "<!doctype html><title>Not found</title><h1>404</h1>");
}

/** `delayMs`: each answer waits so long first (a site's latency, for the re-check benchmark). */
export async function startFixtureServer(opts: { port?: number; host?: string; delayMs?: number } = {}): Promise<FixtureServer> {
  const counts = new Map<string, number>();
  const changes = new Map<number, ListingChange>();
  let base = "";
  let inFlight = 0;
  let peak = 0;
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    counts.set("*", (counts.get("*") ?? 0) + 1);
    inFlight += 1;
    peak = Math.max(peak, inFlight);
    res.once("close", () => (inFlight -= 1));
    const answer = () => {
      try {
        route(req, res, base, changes);
      } catch (err) {
        if (!res.headersSent) send(res, 500, "text/plain", String(err));
        else res.destroy();
      }
    };
    if (opts.delayMs) setTimeout(answer, opts.delayMs);
    else answer();
  });
  server.keepAliveTimeout = 1000;
  const host = opts.host ?? "127.0.0.1";
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://${host}:${port}`;
  return {
    url: base,
    hits: (path = "*") => counts.get(path) ?? 0,
    setListing: (n, change) => {
      if (change) changes.set(n, change);
      else changes.delete(n);
    },
    peakInFlight: () => peak,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
