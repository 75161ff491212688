/** Hostile routes of the fixture server: redirects, loops, huge bodies, bombs, slow drips, lying content types. */
import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, deflateSync, gzipSync } from "node:zlib";

let bomb: Buffer | null = null;

/** About 2.5 KB on the wire, 1 GB after decompression: 1024 gzip members of 1 MB zeros, gzipped again. */
function gzipBomb(): Buffer {
  if (!bomb) {
    const member = gzipSync(Buffer.alloc(1024 * 1024, 0x20), { level: 9 });
    const inner = Buffer.concat(new Array<Buffer>(1024).fill(member));
    bomb = gzipSync(inner, { level: 9 });
  }
  return bomb;
}

const PNG_BYTES = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");

export function hostileRoute(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
  const path = url.pathname;
  const to = url.searchParams.get("to") ?? "/fixtures/remax-jsonld-listing";
  const chain = /^\/redirect\/(\d+)$/.exec(path);
  if (chain?.[1]) {
    const n = Number(chain[1]);
    res.writeHead(302, { location: n <= 1 ? to : `/redirect/${n - 1}?to=${encodeURIComponent(to)}` });
    res.end();
    return true;
  }
  if (path === "/loop-a" || path === "/loop-b") {
    res.writeHead(301, { location: path === "/loop-a" ? "/loop-b" : "/loop-a" });
    res.end();
    return true;
  }
  if (path === "/meta-refresh") {
    res.writeHead(200, { "content-type": "text/html" });
    res.end(`<!doctype html><html><head><meta http-equiv="refresh" content="0; url=${to}"><title>Moved</title></head></html>`);
    return true;
  }
  if (path === "/refresh-header") {
    res.writeHead(200, { "content-type": "text/html", refresh: `0; url=${to}` });
    res.end("<!doctype html><title>Moved</title>");
    return true;
  }
  if (path === "/big") {
    const mb = Number(url.searchParams.get("mb") ?? "50");
    res.writeHead(200, { "content-type": "text/html" });
    const chunk = Buffer.alloc(64 * 1024, "<p>filler</p>\n");
    let sent = 0;
    const pump = (): void => {
      while (sent < mb * 1024 * 1024) {
        sent += chunk.length;
        if (!res.write(chunk)) return void res.once("drain", pump);
      }
      res.end();
    };
    res.on("close", () => (sent = Infinity));
    pump();
    return true;
  }
  if (path === "/gzip-bomb") {
    res.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip, gzip" });
    res.end(gzipBomb());
    return true;
  }
  if (path === "/slow-drip") {
    res.writeHead(200, { "content-type": "text/html" });
    const every = Number(url.searchParams.get("ms") ?? "200");
    const timer = setInterval(() => res.write("<"), every);
    res.on("close", () => clearInterval(timer));
    req.on("close", () => clearInterval(timer));
    return true;
  }
  if (path === "/stall") {
    res.writeHead(200, { "content-type": "text/html" });
    res.write("<!doctype html><title>stall</title>");
    return true;
  }
  if (path === "/html-as-png") {
    res.writeHead(200, { "content-type": "image/png" });
    res.end("<!doctype html><title>Not an image</title>");
    return true;
  }
  if (path === "/png-as-html") {
    res.writeHead(200, { "content-type": "text/html" });
    res.end(PNG_BYTES);
    return true;
  }
  if (path === "/og-private") {
    res.writeHead(200, { "content-type": "text/html" });
    res.end(`<!doctype html><html><head><title>Private image</title>
<meta property="og:image" content="http://169.254.169.254/latest/meta-data/iam.png">
<meta property="og:image" content="http://[::ffff:127.0.0.1]/admin.png">
<meta property="og:image" content="https://cdn.example.test/photo.jpg"></head><body></body></html>`);
    return true;
  }
  if (path === "/echo-headers") {
    const rows = Object.entries(req.headers).map(([k, v]) => `<meta name="x-echo-${k}" content="${String(v).replace(/"/g, "&quot;")}">`);
    res.writeHead(200, { "content-type": "text/html" });
    res.end(`<!doctype html><html><head><title>Headers</title>${rows.join("")}</head></html>`);
    return true;
  }
  const encoded = /^\/encoded\/(gzip|deflate|br)$/.exec(path);
  if (encoded?.[1]) {
    const html = Buffer.from(`<!doctype html><html><head><title>Encoded ${encoded[1]} — éàü</title></head><body><p>3 beds</p></body></html>`);
    const body = encoded[1] === "gzip" ? gzipSync(html) : encoded[1] === "deflate" ? deflateSync(html) : brotliCompressSync(html);
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": encoded[1] });
    res.end(body);
    return true;
  }
  const status = /^\/status\/(\d{3})$/.exec(path);
  if (status?.[1]) {
    res.writeHead(Number(status[1]), { "content-type": "text/html" });
    res.end(`<!doctype html><title>Status ${status[1]}</title>`);
    return true;
  }
  return false;
}
