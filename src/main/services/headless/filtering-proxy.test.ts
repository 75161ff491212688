import { createServer, request } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFilteringProxy } from "./filtering-proxy.ts";
import type { FilteringProxy } from "./filtering-proxy.ts";

let proxy: FilteringProxy;
let publicSite: Server;
let internal: Server;
let internalHits = 0;
const portOf = (server: Server) => (server.address() as AddressInfo).port;

beforeAll(async () => {
  // 127.0.0.1 plays a permitted site; 127.0.0.2 an internal service nothing may reach.
  proxy = await startFilteringProxy({ allowPrivate: ["127.0.0.1"] });
  publicSite = createServer((_req, res) => res.end("public page"));
  internal = createServer((_req, res) => {
    internalHits++;
    res.end("internal");
  });
  await new Promise<void>((resolve) => publicSite.listen(0, "127.0.0.1", resolve));
  await new Promise<void>((resolve) => internal.listen(0, "127.0.0.2", resolve));
});
afterAll(async () => {
  await proxy.close();
  await Promise.all([publicSite, internal].map((server) => new Promise((resolve) => server.close(resolve))));
});

function viaProxy(method: "GET" | "CONNECT", path: string): Promise<{ status: number; body: string }> {
  const proxyPort = Number(new URL(proxy.url).port);
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: proxyPort, method, path });
    req.on("connect", (res, socket) => {
      if (res.statusCode !== 200) {
        socket.destroy();
        resolve({ status: res.statusCode ?? 0, body: "" });
        return;
      }
      socket.write(`GET / HTTP/1.1\r\nHost: tunnel\r\nConnection: close\r\n\r\n`);
      let body = "";
      socket.on("data", (chunk: Buffer) => (body += chunk.toString()));
      socket.on("end", () => resolve({ status: 200, body }));
    });
    req.on("response", (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("filtering proxy", () => {
  it("forwards plain HTTP and CONNECT tunnels to permitted addresses", async () => {
    expect(await viaProxy("GET", `http://127.0.0.1:${portOf(publicSite)}/`)).toEqual({ status: 200, body: "public page" });
    expect((await viaProxy("CONNECT", `127.0.0.1:${portOf(publicSite)}`)).body).toContain("public page");
  });

  it("refuses private addresses, metadata endpoints, odd ports and other schemes without connecting", async () => {
    const before = proxy.blocked.length;
    expect((await viaProxy("GET", `http://127.0.0.2:${portOf(internal)}/`)).status).toBe(403);
    expect((await viaProxy("CONNECT", `127.0.0.2:${portOf(internal)}`)).status).toBe(403);
    expect((await viaProxy("GET", "http://169.254.169.254/latest/meta-data/")).status).toBe(403);
    expect((await viaProxy("CONNECT", "[::1]:443")).status).toBe(403);
    expect((await viaProxy("GET", "http://0x7f.2:80/")).status).toBe(403);
    expect((await viaProxy("GET", "ftp://example.com/")).status).toBe(403);
    expect(proxy.blocked.length - before).toBe(6);
    expect(internalHits).toBe(0);
  });
});

describe("filtering proxy upstream failures", () => {
  it("answers 502 when a permitted host does not answer", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = portOf(closed);
    await new Promise((resolve) => closed.close(resolve));
    expect((await viaProxy("GET", `http://127.0.0.1:${port}/`)).status).toBe(502);
  });
});
