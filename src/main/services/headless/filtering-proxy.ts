import { createServer, request as httpRequest } from "node:http";
import type { IncomingMessage, ServerResponse } from "node:http";
import { connect } from "node:net";
import type { AddressInfo, Socket } from "node:net";
import { matchesAllowList } from "@shared/link-intelligence/index.ts";
import { resolveChecked } from "../net/address-guard.ts";
import type { AddressPolicy } from "../net/address-guard.ts";

export interface FilteringProxy {
  /** "http://127.0.0.1:<port>", for Chromium's --proxy-server or session.setProxy. */
  readonly url: string;
  readonly blocked: string[];
  readonly log: string[];
  close(): Promise<void>;
}

const DEFAULT_PORTS = new Set([80, 443]);

/**
 * A local HTTP proxy that applies the extraction core's SSRF rules to everything a headless page
 * loads: main frame, redirects, JavaScript navigations, subresources, fetch/XHR, WebSockets.
 * Each host is resolved once and the upstream connection goes to the checked address.
 */
export async function startFilteringProxy(policy: AddressPolicy): Promise<FilteringProxy> {
  const blocked: string[] = [];
  const log: string[] = [];
  const sockets = new Set<Socket>();

  async function admit(host: string, port: number, target: string): Promise<string | null> {
    if (!DEFAULT_PORTS.has(port) && !matchesAllowList(host, policy.allowPrivate)) {
      blocked.push(`${target} (port ${port} not allowed)`);
      return null;
    }
    try {
      const { address } = await resolveChecked(policy, host);
      log.push(`allow ${target} -> ${address}`);
      return address;
    } catch (error) {
      blocked.push(`${target} (${(error as Error).message})`);
      return null;
    }
  }

  async function onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let target: URL;
    try {
      target = new URL(req.url ?? "");
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (target.protocol !== "http:") {
      blocked.push(`${target.href} (scheme)`);
      res.writeHead(403).end();
      return;
    }
    const port = Number(target.port || 80);
    const address = await admit(target.hostname.replace(/^\[|\]$/g, ""), port, target.href);
    if (address === null) {
      res.writeHead(403, { "content-type": "text/plain" }).end("Blocked by the link-check address rules");
      return;
    }
    const headers = { ...req.headers };
    delete headers["proxy-connection"];
    delete headers["proxy-authorization"];
    const upstream = httpRequest({ host: address, port, method: req.method, path: `${target.pathname}${target.search}`, headers, setHost: false }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", (error) => {
      log.push(`upstream error for ${target.href}: ${error.message}`);
      if (res.headersSent) res.destroy();
      else res.writeHead(502, { "content-type": "text/plain" }).end("Bad gateway");
    });
    req.pipe(upstream);
  }

  async function onConnect(req: IncomingMessage, client: Socket, head: Buffer): Promise<void> {
    const [rawHost = "", rawPort = "443"] = (req.url ?? "").split(/:(?=\d+$)/);
    const host = rawHost.replace(/^\[|\]$/g, "");
    const address = await admit(host, Number(rawPort), `${req.url ?? ""}`);
    if (address === null) {
      client.end("HTTP/1.1 403 Forbidden\r\n\r\n");
      return;
    }
    const upstream = connect(Number(rawPort), address, () => {
      client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on("close", () => sockets.delete(upstream));
    upstream.on("error", () => client.destroy());
    client.on("error", () => upstream.destroy());
  }

  const server = createServer((req, res) => void onRequest(req, res));
  server.on("connect", (req: IncomingMessage, client: Socket, head: Buffer) => void onConnect(req, client, head));
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    blocked,
    log,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
