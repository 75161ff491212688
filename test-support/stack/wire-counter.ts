import net from "node:net";

/** What crossed a WireCounter since it was last reset. */
export interface WireCounts {
  /**
   * Round trips: times a client wrote after having received something since its previous write (its first write on a
   * connection counts too), summed over connections. A client that pipelines its statements writes once per answer.
   */
  roundTrips: number;
  /** Statements the clients ran: simple-protocol queries (`Q`) and extended-protocol executions (`E`). */
  statements: number;
}

/** Splits a PostgreSQL client's byte stream into messages and counts the statements among them. */
class FrontendStream {
  private buffered = Buffer.alloc(0);
  private startup = true;

  /** Returns how many statement messages `chunk` completed. */
  push(chunk: Buffer): number {
    this.buffered = Buffer.concat([this.buffered, chunk]);
    let statements = 0;
    for (;;) {
      if (this.startup) {
        // The startup message (and an SSL or GSS request before it) has a length but no type byte.
        if (this.buffered.length < 4) break;
        const length = this.buffered.readInt32BE(0);
        if (this.buffered.length < length) break;
        const code = this.buffered.readInt32BE(4);
        this.buffered = this.buffered.subarray(length);
        if (code !== 80877103 && code !== 80877104) this.startup = false; // not an SSL or GSS encryption request
        continue;
      }
      if (this.buffered.length < 5) break;
      const length = this.buffered.readInt32BE(1);
      if (this.buffered.length < length + 1) break;
      const type = String.fromCharCode(this.buffered[0]!);
      if (type === "Q" || type === "E") statements += 1;
      this.buffered = this.buffered.subarray(length + 1);
    }
    return statements;
  }
}

/**
 * A TCP proxy in front of PostgreSQL that counts round trips and statements (see WireCounts), so a test can see
 * what one request costs on the wire. Plain connections only (the stack does not ask for TLS on localhost).
 */
export class WireCounter {
  private counts: WireCounts = { roundTrips: 0, statements: 0 };
  private readonly sockets = new Set<net.Socket>();

  private constructor(private readonly server: net.Server) {}

  static async start(target: { host: string; port: number }): Promise<WireCounter> {
    const server = net.createServer();
    const counter = new WireCounter(server);
    server.on("connection", (client) => counter.relay(client, target));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return counter;
  }

  get port(): number {
    return (this.server.address() as net.AddressInfo).port;
  }

  /** `url` (a postgres:// URL) pointed at this proxy. */
  proxied(url: string): string {
    const proxied = new URL(url);
    proxied.hostname = "127.0.0.1";
    proxied.port = String(this.port);
    return proxied.toString();
  }

  /** The counts since the last call (and starts counting afresh). */
  take(): WireCounts {
    const counts = this.counts;
    this.counts = { roundTrips: 0, statements: 0 };
    return counts;
  }

  private relay(client: net.Socket, target: { host: string; port: number }): void {
    const server = net.connect(target);
    client.setNoDelay(true);
    server.setNoDelay(true);
    for (const socket of [client, server]) {
      this.sockets.add(socket);
      socket.on("close", () => this.sockets.delete(socket));
      socket.on("error", () => undefined);
    }
    const frontend = new FrontendStream();
    let answered = true;
    client.on("data", (chunk: Buffer) => {
      if (answered) this.counts.roundTrips += 1;
      answered = false;
      this.counts.statements += frontend.push(chunk);
      server.write(chunk);
    });
    server.on("data", (chunk: Buffer) => {
      answered = true;
      client.write(chunk);
    });
    client.on("close", () => server.destroy());
    server.on("close", () => client.destroy());
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
