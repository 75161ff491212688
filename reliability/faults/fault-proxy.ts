import http from "node:http";
import type { AddressInfo } from "node:net";

/** What the proxy does to requests whose path starts with `prefix` (e.g. "/auth/v1", "/storage/v1", "/rest/v1/rpc/search_posts"). */
export type FaultRule = {
  prefix: string;
  /** Answer with this status and body instead of forwarding. */
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Hold the request this long before forwarding (or answering). */
  delayMs?: number;
  /** Only for these methods (default all). */
  methods?: string[];
};

export type FaultProxy = {
  url: string;
  /** Replace the active faults (empty: pass everything through). */
  set(rules: FaultRule[]): void;
  /** Requests seen per path prefix since the last reset (for bounded-retry checks). */
  count(prefix: string, method?: string): number;
  resetCounts(): void;
  close(): Promise<void>;
};

/** GoTrue's over_request_rate_limit answer (HTTP 429). */
export const GOTRUE_429 = { status: 429, body: { code: 429, error_code: "over_request_rate_limit", msg: "Request rate limit reached" } };

/**
 * A loopback HTTP proxy in front of the stack's gateway, so a browser or app talking to it sees injected faults:
 * fixed answers (429 on /auth/v1, 503 on /storage/v1), delays (slow /functions/v1), or plain forwarding.
 */
export async function startFaultProxy(target: string): Promise<FaultProxy> {
  let rules: FaultRule[] = [];
  let seen: { path: string; method: string }[] = [];
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    const path = req.url ?? "/";
    const method = req.method ?? "GET";
    seen.push({ path, method });
    const rule = rules.find((r) => path.startsWith(r.prefix) && (!r.methods || r.methods.includes(method)) && method !== "OPTIONS");
    const act = () => {
      if (rule?.status) {
        res.writeHead(rule.status, { "content-type": "application/json", "access-control-allow-origin": "*", ...rule.headers });
        res.end(JSON.stringify(rule.body ?? { message: `injected ${rule.status}` }));
        req.resume();
        return;
      }
      const forward = http.request({ host: upstream.hostname, port: upstream.port, method, path, headers: { ...req.headers, host: upstream.host } }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      forward.on("error", () => {
        if (!res.headersSent) res.writeHead(502, { "content-type": "application/json" });
        res.end(JSON.stringify({ message: "upstream unavailable" }));
      });
      req.pipe(forward);
    };
    if (rule?.delayMs) {
      req.pause();
      setTimeout(act, rule.delayMs);
    } else act();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    set: (next) => void (rules = next),
    count: (prefix, m) => seen.filter((s) => s.path.startsWith(prefix) && (!m || s.method === m)).length,
    resetCounts: () => void (seen = []),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
