import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { bodyLimit, drain, readBodyWithin, restBodyTooLarge } from "./body-limit.ts";

const chunked = (chunks: number, size: number) => {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === chunks) return controller.close();
      sent += 1;
      controller.enqueue(new Uint8Array(size).fill(120));
    },
  });
  return { stream, sent: () => sent };
};

describe("request body limit", () => {
  it("refuses a declared length over the limit without keeping any of it, and drains the rest", async () => {
    const body = chunked(100, 1024);
    const request = new Request("http://x/", { method: "POST", body: body.stream, headers: { "content-length": String(100 * 1024) }, duplex: "half" } as RequestInit);
    expect(await readBodyWithin(request, 1024)).toEqual({ ok: false, declared: 100 * 1024, drained: true });
    expect(body.sent()).toBe(100);
  });

  it("stops keeping a chunked body once it passes the limit", async () => {
    const request = new Request("http://x/", { method: "POST", body: chunked(1000, 1024).stream, duplex: "half" } as RequestInit);
    expect(await readBodyWithin(request, 4096)).toEqual({ ok: false, declared: undefined, drained: true });
  });

  it("gives up draining past its own limit; a refusal read to its end keeps the connection", async () => {
    const body = chunked(1000, 1024);
    expect(await drain(body.stream.getReader(), 8 * 1024)).toBe(false);
    expect(body.sent()).toBeLessThan(20);
    const app = new Hono();
    app.use("*", bodyLimit(16, restBodyTooLarge));
    app.post("*", (c) => c.text("read"));
    const drained = await app.request("/", { method: "POST", body: "x".repeat(64) });
    expect(drained.status).toBe(413);
    expect(drained.headers.get("connection")).toBeNull();
  });

  it("hands a body within the limit on unchanged", async () => {
    const app = new Hono();
    app.use("*", bodyLimit(64, restBodyTooLarge));
    app.post("*", async (c) => c.text(await c.req.text()));
    expect(await (await app.request("/", { method: "POST", body: "hello" })).text()).toBe("hello");
    const refused = await app.request("/", { method: "POST", body: "x".repeat(65) });
    expect(refused.status).toBe(413);
    expect(await refused.json()).toMatchObject({ code: "413", message: "Request body too large" });
    expect((await app.request("/", { method: "GET" })).status).toBe(404);
  });
});
