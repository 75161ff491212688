import { createServer } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

/** Test-only listing sites on loopback that record how many requests each had in flight. */
export interface FixtureSite {
  origin: string;
  hits: number;
  inFlight: number;
  maxInFlight: number;
  /** While true, /flaky/{n} answers 500. */
  flaky: boolean;
  titleFor: (n: string) => string;
}

export interface FixtureSites {
  sites: FixtureSite[];
  globalMaxInFlight: () => number;
  close(): Promise<void>;
}

const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");

function page(site: FixtureSite, n: string, withImage: boolean): string {
  const image = withImage ? `<meta property="og:image" content="/img/${n}.png">` : "";
  return `<!doctype html><html><head><title>${site.titleFor(n)}</title>
<meta property="og:title" content="${site.titleFor(n)}"><meta property="og:description" content="Listing ${n}">
${image}<meta property="og:price:amount" content="$${500_000 + Number(n)}"></head><body>listing ${n}</body></html>`;
}

export async function startFixtureSites(count: number, delayMs = 0): Promise<FixtureSites> {
  let globalInFlight = 0;
  let globalMax = 0;
  const servers: Server[] = [];
  const sites: FixtureSite[] = [];
  for (let i = 0; i < count; i++) {
    const site: FixtureSite = { origin: "", hits: 0, inFlight: 0, maxInFlight: 0, flaky: true, titleFor: (n) => `Listing ${n}` };
    const server = createServer((req, res) => {
      site.hits++;
      site.inFlight++;
      globalInFlight++;
      site.maxInFlight = Math.max(site.maxInFlight, site.inFlight);
      globalMax = Math.max(globalMax, globalInFlight);
      const finish = (status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}): void => {
        setTimeout(() => {
          site.inFlight--;
          globalInFlight--;
          res.writeHead(status, { "content-type": type, ...headers }).end(body);
        }, delayMs);
      };
      const [, kind = "", n = "0"] = (req.url ?? "/").split(/[/.]/);
      if (kind === "listing") finish(200, "text/html; charset=utf-8", page(site, n, true));
      else if (kind === "noimage") finish(200, "text/html", page(site, n, false));
      else if (kind === "img") finish(n === "404" ? 404 : 200, "image/png", PNG);
      else if (kind === "broken-image") finish(200, "text/html", page(site, "404", true));
      else if (kind === "redirect") finish(302, "text/plain", "", { location: `/listing/${n}` });
      else if (kind === "flaky") finish(site.flaky ? 500 : 200, "text/html", page(site, n, true));
      // Listings the source no longer shows: sold or expired (the page says so), gone (410), or sent to a search page.
      else if (kind === "sold") finish(200, "text/html", page({ ...site, titleFor: (m) => `SOLD: Listing ${m}` }, n, true));
      else if (kind === "expired") finish(200, "text/html", page({ ...site, titleFor: (m) => `Listing ${m} (expired)` }, n, true));
      else if (kind === "gone") finish(410, "text/html", "<!doctype html><title>Gone</title>");
      else if (kind === "to-search") finish(301, "text/plain", "", { location: `/search/${n}?q=listing-${n}` });
      else if (kind === "search") finish(200, "text/html", `<!doctype html><title>Search results</title><meta property="og:title" content="Homes for sale">`);
      else finish(404, "text/plain", "not found");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    site.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    servers.push(server);
    sites.push(site);
  }
  return {
    sites,
    globalMaxInFlight: () => globalMax,
    close: async () => {
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    },
  };
}
