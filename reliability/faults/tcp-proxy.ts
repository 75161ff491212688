import net from "node:net";
import type { AddressInfo } from "node:net";

export type TcpFaultProxy = {
  /** `url` (e.g. a postgres:// URL) pointed at the proxy instead of its own host and port. */
  via(url: string): string;
  /** The database goes away: every open connection is reset and new ones are reset at once, until `restore()`. */
  cut(): void;
  /** The database is back: new connections are forwarded again. */
  restore(): void;
  /** Connections currently forwarded. */
  open(): number;
  close(): Promise<void>;
};

/**
 * A loopback TCP proxy in front of a server (PostgreSQL), for "the database stops or restarts" faults: `cut()` resets
 * every connection through it and refuses new ones, as a stopped server does; `restore()` lets connections through.
 */
export async function startTcpFaultProxy(target: { host: string; port: number }): Promise<TcpFaultProxy> {
  let cut = false;
  const pairs = new Set<[net.Socket, net.Socket]>();
  const server = net.createServer((client) => {
    if (cut) {
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const resetAll = () => {
    for (const [client, upstream] of pairs) {
      client.resetAndDestroy();
      upstream.destroy();
    }
    pairs.clear();
  };
  return {
    via(url) {
      const proxied = new URL(url);
      proxied.hostname = "127.0.0.1";
      proxied.port = String(port);
      return proxied.toString();
    },
    cut() {
      cut = true;
      resetAll();
    },
    restore() {
      cut = false;
    },
    open: () => pairs.size,
    close: () =>
      new Promise<void>((resolve) => {
        resetAll();
        server.close(() => resolve());
      }),
  };
}
