import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { serve, type ServerType } from "@hono/node-server";
import type { StackConfig } from "./config.ts";
import { createGateway } from "./gateway.ts";
import { createStack, type CreateStackOptions, type LocalStack } from "./stack.ts";

export interface RunningStack {
  stack: LocalStack;
  url: string;
  status: StackStatus;
  stop(): Promise<void>;
}

/** The keys `supabase status -o json` prints for the same things. */
export interface StackStatus {
  API_URL: string;
  REST_URL: string;
  AUTH_URL: string;
  STORAGE_URL: string;
  FUNCTIONS_URL: string;
  MAILBOX_URL: string;
  INBUCKET_URL: string;
  DB_URL: string;
  ANON_KEY: string;
  SERVICE_ROLE_KEY: string;
  PUBLISHABLE_KEY: string;
  SECRET_KEY: string;
  JWT_SECRET: string;
  STUDIO_URL: string;
}

function statusOf(url: string, stack: LocalStack): StackStatus {
  return {
    API_URL: url,
    REST_URL: `${url}/rest/v1`,
    AUTH_URL: `${url}/auth/v1`,
    STORAGE_URL: `${url}/storage/v1`,
    FUNCTIONS_URL: `${url}/functions/v1`,
    MAILBOX_URL: `${url}/mailbox`,
    INBUCKET_URL: `${url}/mailbox`,
    DB_URL: stack.config.databaseUrl ?? `pglite://${path.join(stack.config.dataDir, "pglite")}`,
    ANON_KEY: stack.keys.anonKey,
    SERVICE_ROLE_KEY: stack.keys.serviceRoleKey,
    PUBLISHABLE_KEY: stack.keys.anonKey,
    SECRET_KEY: stack.keys.serviceRoleKey,
    JWT_SECRET: stack.keys.jwtSecret,
    STUDIO_URL: "",
  };
}

function listen(server: ServerType): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.once("listening", () => resolve((server.address() as AddressInfo).port));
  });
}

/** Boots the stack and serves it on HOST:PORT (PORT 0 picks a free port); writes DATA_DIR/status.json. */
export async function runStack(config: StackConfig, options: CreateStackOptions = {}): Promise<RunningStack> {
  const stack = await createStack(config, options);
  const gateway = createGateway(stack);
  const server = serve({
    hostname: config.host,
    port: config.port,
    fetch: (request, env: { incoming: { socket: { remoteAddress?: string } } }) =>
      gateway.fetch(request, env.incoming.socket.remoteAddress ?? null),
  });
  // Longer than clients' keep-alive (undici 4 s): the server never closes a socket a client is about to reuse
  // (an ECONNRESET race seen under load).
  (server as { keepAliveTimeout?: number }).keepAliveTimeout = 65_000;
  let port: number;
  try {
    port = await listen(server);
  } catch (error) {
    await stack.close();
    throw error;
  }
  const host = config.host === "0.0.0.0" || config.host === "::" ? "127.0.0.1" : config.host;
  const url = `http://${host}:${port}`;
  stack.setPublicUrl(url);
  const status = statusOf(url, stack);
  fs.writeFileSync(path.join(config.dataDir, "status.json"), `${JSON.stringify(status, null, 2)}\n`, { mode: 0o600 });

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      await gateway.close();
      await stack.close();
    })());
  return { stack, url, status, stop };
}
