import { createServer } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A listing page whose facts exist only after its script runs (static extraction sees "Loading…"). */
export const JS_ONLY_LISTING = `<!doctype html><html lang="en-CA"><head><meta charset="utf-8"><title>Loading…</title></head>
<body><div id="app">Loading…</div><script>
  var title = "88 Harbour Street, Unit 4102";
  document.title = title;
  var og = document.createElement("meta"); og.setAttribute("property", "og:title"); og.setAttribute("content", title);
  document.head.appendChild(og);
  var ld = document.createElement("script"); ld.type = "application/ld+json";
  ld.text = JSON.stringify({ "@context": "https://schema.org", "@type": "RealEstateListing", name: title,
    offers: { "@type": "Offer", price: "1150000", priceCurrency: "CAD" } });
  document.head.appendChild(ld);
  document.getElementById("app").innerHTML = "<h1>" + title + "</h1>";
</script></body></html>`;

function probePage(internalOrigin: string): string {
  return `<!doctype html><html><head><title>Probe</title></head><body>
<img src="${internalOrigin}/pixel.png"><script>
  fetch("${internalOrigin}/secret").then(function () { document.title = "leaked"; }, function () { document.title = "fetch blocked"; });
</script></body></html>`;
}

export interface RenderFixtures {
  origin: string;
  internalOrigin: string;
  internalHits: () => number;
  close(): Promise<void>;
}

/** Listing pages on 127.0.0.1 and an "internal service" on 127.0.0.2 that pages must never reach. */
export async function startRenderFixtures(): Promise<RenderFixtures> {
  let internalHits = 0;
  const internal = createServer((_req, res) => {
    internalHits++;
    res.writeHead(200, { "content-type": "text/plain", "access-control-allow-origin": "*" }).end("internal secret");
  });
  await new Promise<void>((resolve) => internal.listen(0, "127.0.0.2", resolve));
  const internalOrigin = `http://127.0.0.2:${(internal.address() as AddressInfo).port}`;
  const site: Server = createServer((req, res) => {
    const html = (body: string) => res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(body);
    if (req.url === "/js-only") html(JS_ONLY_LISTING);
    else if (req.url === "/probe") html(probePage(internalOrigin));
    else if (req.url === "/hang") res.writeHead(200, { "content-type": "text/html" }).write("<!doctype html><title>slow");
    else if (req.url === "/to-internal") res.writeHead(302, { location: `${internalOrigin}/admin` }).end();
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  const close = (server: Server) => new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
  return { origin, internalOrigin, internalHits: () => internalHits, close: async () => void (await Promise.all([close(site), close(internal)])) };
}
