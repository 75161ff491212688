import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressResponse } from "./compress-response.ts";
import { negotiateEncoding } from "./compression.ts";

describe("negotiateEncoding", () => {
  it("prefers brotli, then gzip, and honours q=0 and *", () => {
    expect(negotiateEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(negotiateEncoding("gzip, deflate")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(negotiateEncoding("*")).toBe("br");
    expect(negotiateEncoding("*;q=0")).toBeNull();
    expect(negotiateEncoding("identity")).toBeNull();
    expect(negotiateEncoding(null)).toBeNull();
  });
});

const rows = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Listing ${i}`, city: "Toronto" })));
const request = (headers: Record<string, string> = {}, method = "GET") => new Request("http://stack.test/rest/v1/posts", { method, headers });
const json = (body: string | null, init: ResponseInit = {}) =>
  new Response(body, { ...init, headers: { "content-type": "application/json; charset=utf-8", ...(init.headers as Record<string, string>) } });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

/** A body delivered in 64 KiB chunks, as a large streamed answer is. */
function chunked(text: string): ReadableStream<Uint8Array> {
  const all = Buffer.from(text);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= all.length) return controller.close();
      controller.enqueue(new Uint8Array(all.subarray(at, at + 65_536)));
      at += 65_536;
    },
  });
}

describe("compressResponse", () => {
  it("compresses a JSON body with brotli or gzip, with its compressed Content-Length and Vary", async () => {
    const br = await compressResponse(request({ "accept-encoding": "gzip, br" }), json(rows, { headers: { vary: "Origin" } }));
    const brBody = await bytes(br);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Origin, accept-encoding");
    expect(Number(br.headers.get("content-length"))).toBe(brBody.length);
    expect(brBody.length).toBeLessThan(rows.length / 4);
    expect(zlib.brotliDecompressSync(brBody).toString()).toBe(rows);

    const gz = await compressResponse(request({ "accept-encoding": "gzip" }), json(rows, { status: 404 }));
    expect(gz.status).toBe(404);
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(zlib.gunzipSync(await bytes(gz)).toString()).toBe(rows);
  });

  it("sends an answer with its Content-Length that stays uncompressed (not asked, or declared under the threshold) as it is, its Vary added in place; immutable headers are copied", async () => {
    const sized = json(rows, { headers: { "content-length": String(Buffer.byteLength(rows)), vary: "Origin" } });
    const same = await compressResponse(request(), sized);
    expect(same).toBe(sized);
    expect(same.headers.get("vary")).toBe("Origin, accept-encoding");
    expect(await same.text()).toBe(rows);

    const short = json('{"id":1}', { headers: { "content-length": "8" } });
    expect(await compressResponse(request({ "accept-encoding": "gzip, br" }), short)).toBe(short);
    expect(short.headers.get("content-encoding")).toBeNull();
    expect(short.headers.get("vary")).toBe("accept-encoding");
    expect(await short.text()).toBe('{"id":1}');

    const head = json(rows, { headers: { "content-length": String(Buffer.byteLength(rows)) } });
    expect(await compressResponse(request({ "accept-encoding": "br" }, "HEAD"), head)).toBe(head);
    expect(head.headers.get("vary")).toBe("accept-encoding");

    // A fetched answer's headers refuse changes, as here.
    const fetched = json(rows, { headers: { "content-length": String(Buffer.byteLength(rows)) } });
    const locked = new Headers(fetched.headers);
    Object.defineProperty(locked, "set", {
      value: () => {
        throw new TypeError("immutable");
      },
    });
    Object.defineProperty(fetched, "headers", { get: () => locked });
    const copied = await compressResponse(request(), fetched);
    expect(copied).not.toBe(fetched);
    expect(copied.headers.get("vary")).toBe("accept-encoding");
    expect(copied.headers.get("content-length")).toBe(String(Buffer.byteLength(rows)));
    expect(await copied.text()).toBe(rows);
  });

  it("leaves the body alone when not asked, when small, and for HEAD, 304, 206, encoded or no-transform answers", async () => {
    const plain = await compressResponse(request(), json(rows));
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toBe("accept-encoding");
    expect(await plain.text()).toBe(rows);

    const small = await compressResponse(request({ "accept-encoding": "br" }), json('{"id":1}'));
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(small.headers.get("content-length")).toBe("8");
    expect(await small.text()).toBe('{"id":1}');

    const asked = { "accept-encoding": "br, gzip" };
    const head = await compressResponse(request(asked, "HEAD"), json(null, { headers: { "content-length": "5000" } }));
    expect(head.headers.get("content-encoding")).toBeNull();
    expect(head.headers.get("content-length")).toBe("5000");
    expect((await compressResponse(request(asked), json(null, { status: 304 }))).status).toBe(304);

    const partial = await compressResponse(request(asked), json(rows, { status: 206, headers: { "content-range": "bytes 0-9/100" } }));
    expect(partial.headers.get("content-encoding")).toBeNull();
    expect(await partial.text()).toBe(rows);

    const encoded = new Response(zlib.gzipSync(rows), { headers: { "content-type": "application/json", "content-encoding": "gzip" } });
    expect(await compressResponse(request(asked), encoded)).toBe(encoded);

    const refused = await compressResponse(request(asked), json(rows, { headers: { "cache-control": "no-transform" } }));
    expect(refused.headers.get("content-encoding")).toBeNull();
    const binary = new Response(new Uint8Array(5000), { headers: { "content-type": "image/png" } });
    expect(await compressResponse(request(asked), binary)).toBe(binary);
  });

  it("stream-compresses a body longer than the buffer limit instead of holding it", async () => {
    const big = JSON.stringify(Array.from({ length: 20_000 }, (_, i) => ({ id: i, title: `Listing ${i}` })));
    const streamed = new Response(chunked(big), { headers: { "content-type": "application/json", "content-length": String(big.length) } });
    const response = await compressResponse(request({ "accept-encoding": "gzip" }), streamed, 100_000);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("content-length")).toBeNull();
    expect(zlib.gunzipSync(await bytes(response)).toString()).toBe(big);
  });

  it("weakens a strong ETag on a compressed body", async () => {
    const response = await compressResponse(request({ "accept-encoding": "br" }), json(rows, { headers: { etag: '"abc"' } }));
    expect(response.headers.get("etag")).toBe('W/"abc"');
  });
});
