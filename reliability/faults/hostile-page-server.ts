import http from "node:http";
import type { AddressInfo } from "node:net";

/** A loopback listing page whose title, description and structured data are script payloads (for the extractor). */
export async function startHostilePageServer(payload: string): Promise<{ url: string; close(): Promise<void> }> {
  const attr = payload.replace(/"/g, "&quot;");
  const ld = JSON.stringify({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: payload, description: payload, address: { streetAddress: payload, addressLocality: payload } }).replace(/</g, "\\u003c");
  const html = `<!doctype html><html><head><title>${payload}</title>
<meta property="og:title" content="${attr}"><meta property="og:description" content="${attr}"><meta name="description" content="${attr}">
<script type="application/ld+json">${ld}</script></head><body><h1>${payload}</h1></body></html>`;
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
