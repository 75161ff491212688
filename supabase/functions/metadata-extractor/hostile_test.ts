// Hostile responses under Deno's fetch: the body cap holds before and after decompression, slow drips time out,
// and lying content types are refused.
import assert from "node:assert/strict";
import { extractUrl } from "@shared/link-intelligence/fetch/extract-url.ts";
import { makePolicy } from "@shared/link-intelligence/fetch/policy.ts";
import { createDenoTransport } from "../_shared/deno-transport.ts";

async function gzip(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function withServer(handler: (req: Request) => Response | Promise<Response>, fn: (base: string) => Promise<void>): Promise<void> {
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, handler);
  try {
    await fn(`http://127.0.0.1:${server.addr.port}`);
  } finally {
    await server.shutdown();
  }
}

const policy = (extra: Partial<Parameters<typeof makePolicy>[0]> = {}) => makePolicy({ allowPrivate: ["127.0.0.1"], ...extra });

Deno.test("hostile bodies under Deno", async () => {
  const bomb = await gzip(new Uint8Array(32 * 1024 * 1024)); // 32 MB of zeros, about 32 KB on the wire
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  await withServer((req) => {
    const path = new URL(req.url).pathname;
    if (path === "/big") {
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= 50 * 1024 * 1024) return controller.close();
          sent += chunk.length;
          controller.enqueue(chunk);
        },
      });
      return new Response(body, { headers: { "content-type": "text/html" } });
    }
    if (path === "/bomb") return new Response(bomb, { headers: { "content-type": "text/html", "content-encoding": "gzip" } });
    if (path === "/drip") {
      let timer: ReturnType<typeof setInterval> | undefined;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          timer = setInterval(() => controller.enqueue(new Uint8Array([0x3c])), 50);
        },
        cancel() {
          clearInterval(timer);
        },
      });
      return new Response(body, { headers: { "content-type": "text/html" } });
    }
    if (path === "/png") return new Response("<!doctype html><title>x</title>", { headers: { "content-type": "image/png" } });
    return new Response("not found", { status: 404 });
  }, async (base) => {
    const transport = createDenoTransport();
    const big = await extractUrl(`${base}/big`, transport, policy());
    assert.match(big.error ?? "", /larger than 5242880 bytes/);
    const bombed = await extractUrl(`${base}/bomb`, transport, policy());
    assert.match(bombed.error ?? "", /larger than 5242880 bytes/);
    const drip = await extractUrl(`${base}/drip`, transport, policy({ timeoutMs: 600, idleTimeoutMs: 400 }));
    assert.match(drip.error ?? "", /Timed out/);
    const png = await extractUrl(`${base}/png`, transport, policy());
    assert.match(png.error ?? "", /image\/png is not HTML/);
  });
});
