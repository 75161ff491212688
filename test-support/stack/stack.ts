import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import type { Database } from "@shared/database.types.ts";
import { grantAdminRole } from "../../src/local-supabase/auth/admin-account.ts";
import { loadConfig } from "../../src/local-supabase/config.ts";
import { seedDemoContent } from "../../src/local-supabase/demo/index.ts";
import type { StoredMail } from "../../src/local-supabase/mail/mailbox.ts";
import { runStack, type RunningStack } from "../../src/local-supabase/server.ts";
import { freePort } from "./free-port.ts";
import { pgliteTemplate } from "./template.ts";
import { createThrowawayDatabase, POSTGRES_ADMIN_URL, postgresAvailable } from "./postgres.ts";
import { resolveTestBackends, type Backend } from "./backends.ts";

export type { Backend } from "./backends.ts";

export interface TestStackOptions {
  backend?: Backend;
  /** Fill the database with the demo content `npm start` shows (off by default). */
  seedDemo?: boolean;
  /** Serve the built web app (dist-web) at the stack's origin. */
  serveWeb?: boolean;
  env?: Record<string, string>;
}

export interface SignedInUser {
  client: SupabaseClient<Database>;
  user: { id: string; email: string };
  email: string;
  password: string;
}

let counter = 0;

/** Per-IP Auth limits high enough for test suites (one address for every client); a test may lower them via `env`. */
export const RELAXED_AUTH_LIMITS = { AUTH_RATE_LIMIT_SIGN_IN: "100000", AUTH_RATE_LIMIT_REFRESH: "100000", AUTH_RATE_LIMIT_VERIFY: "100000" };

/**
 * Backends to run integration suites on: PGlite always, PostgreSQL when one answers. TEST_BACKENDS overrides, and
 * then every backend it names must be there (CI sets it, so an unreachable PostgreSQL fails instead of being skipped).
 */
export function testBackends(): Promise<Backend[]> {
  return resolveTestBackends(process.env.TEST_BACKENDS, postgresAvailable, POSTGRES_ADMIN_URL);
}

/** A supabase-js client for Node (no persisted session, ws for realtime). */
export function nodeClient(url: string, key: string): SupabaseClient<Database> {
  return createClient<Database>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

export class TestStack {
  private constructor(
    readonly running: RunningStack,
    readonly backend: Backend,
    private readonly cleanup: () => Promise<void>,
  ) {}

  static async start(options: TestStackOptions = {}): Promise<TestStack> {
    const backend = options.backend ?? "pglite";
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stack-"));
    if (backend === "pglite" && !options.seedDemo) {
      const template = await pgliteTemplate(async (dir) => {
        const running = await runStack(loadConfig({ PORT: String(await freePort()), DATA_DIR: dir, SEED_DEMO: "0" }));
        await running.stop();
      });
      fs.cpSync(template, dataDir, { recursive: true, filter: (src) => !src.endsWith(`${path.sep}ready`) });
      fs.rmSync(path.join(dataDir, "mailbox"), { recursive: true, force: true });
    }
    const db = backend === "postgres" ? await createThrowawayDatabase() : undefined;
    const port = await freePort();
    const config = loadConfig({
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(db ? { DATABASE_URL: db.url } : {}),
      SEED_DEMO: options.seedDemo ? "1" : "0",
      // Every test client comes from 127.0.0.1: hosted per-IP Auth limits would throttle the suites themselves.
      ...RELAXED_AUTH_LIMITS,
      WEB_DIR: options.serveWeb ? path.resolve("dist-web") : path.join(dataDir, "no-web"),
      ...options.env,
    });
    try {
      const running = await runStack(config, { onFreshDatabase: options.seedDemo ? seedDemoContent : undefined });
      return new TestStack(running, backend, async () => {
        await running.stop();
        await db?.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      });
    } catch (error) {
      await db?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      throw error;
    }
  }

  get url() {
    return this.running.url;
  }
  get anonKey() {
    return this.running.stack.keys.anonKey;
  }
  get serviceRoleKey() {
    return this.running.stack.keys.serviceRoleKey;
  }
  get dataDir() {
    return this.running.stack.config.dataDir;
  }

  /** An anon (visitor) client. */
  client(): SupabaseClient<Database> {
    return nodeClient(this.url, this.anonKey);
  }

  /** A service_role client (tests and server code only; never in the browser). */
  serviceClient(): SupabaseClient<Database> {
    return nodeClient(this.url, this.serviceRoleKey);
  }

  /** Superuser SQL for test setup and assertions. */
  sql<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]> {
    return this.running.stack.sql.query<Row>(text, params);
  }

  get mailbox() {
    const mailbox = this.running.stack.mailbox;
    return {
      list: (to?: string): StoredMail[] => mailbox.list(to),
      latest: (to: string): StoredMail | undefined => mailbox.latest(to),
    };
  }

  /** Creates a confirmed member through the auth admin API and signs them in. */
  async signUpConfirmed(email?: string, password = "password123", username?: string): Promise<SignedInUser> {
    counter += 1;
    const address = (email ?? `member${counter}-${Date.now().toString(36)}@example.test`).toLowerCase();
    const name = username ?? address.split("@")[0]!.replace(/[^a-z0-9_]/g, "_").slice(0, 20);
    const { data, error } = await this.serviceClient().auth.admin.createUser({
      email: address,
      password,
      email_confirm: true,
      user_metadata: { username: name },
    });
    if (error || !data.user) throw new Error(`createUser failed: ${error?.message}`);
    const client = nodeClient(this.url, this.anonKey);
    const signIn = await client.auth.signInWithPassword({ email: address, password });
    if (signIn.error) throw new Error(`signIn failed: ${signIn.error.message}`);
    return { client, user: { id: data.user.id, email: address }, email: address, password };
  }

  async makeAdmin(userId: string): Promise<void> {
    await grantAdminRole(this.running.stack.sql, userId);
  }

  stop(): Promise<void> {
    return this.cleanup();
  }
}

export const startTestStack = (options?: TestStackOptions) => TestStack.start(options);
