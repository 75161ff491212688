import type { App } from "@supabase/lite";
import type { StackConfig } from "./config.ts";
import type { StackKeys } from "./keys.ts";
import type { Mailbox } from "./mail/mailbox.ts";
import type { Sql } from "./db/sql.ts";
import type { RedirectMemory } from "./auth/redirects.ts";
import type { SharedState } from "./shared-state.ts";

/** What every gateway service (auth admin, storage, functions, web) is given. */
export interface StackContext {
  config: StackConfig;
  keys: StackKeys;
  /** The @supabase/lite app serving /rest/v1 and /auth/v1. */
  app: App;
  sql: Sql;
  execScript(script: string): Promise<void>;
  mailbox: Mailbox;
  /** Redirects asked for on /recover and /resend, which lite drops (see auth/redirects.ts). */
  redirects: RedirectMemory;
  /** Rate limits, cooldowns and cache signals, one for the whole stack when several workers serve it (shared-state.ts). */
  shared: SharedState;
  /** The public base URL of the gateway (http://host:port), known once it listens. */
  publicUrl(): string;
}

/** A gateway service: a fetch handler for one path prefix (the prefix is kept in the request URL). */
export type ServiceHandler = (request: Request, ctx: StackContext) => Promise<Response>;
