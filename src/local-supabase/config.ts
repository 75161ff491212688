import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { isAddressOrCidr } from "./http/client-address.ts";
import { isHostName } from "./http/host-check.ts";

const port = z.coerce.number().int().min(0).max(65_535);
const url = z.string().url();
const list = z
  .string()
  .optional()
  .transform((value) => (value ? value.split(",").map((item) => item.trim()).filter(Boolean) : []));
const flag = z
  .enum(["1", "0", "true", "false", "yes", "no", ""])
  .optional()
  .transform((value) => (value === undefined || value === "" ? undefined : ["1", "true", "yes"].includes(value)));

/** Every setting of the local stack, read from the environment and checked once at start-up. */
export const stackEnvSchema = z
  .object({
    PORT: port.default(54_321),
    HOST: z.string().min(1).default("127.0.0.1"),
    DATA_DIR: z.string().min(1).default(".data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// or postgresql:// URL")
      .optional(),
    SITE_URL: url.optional(),
    ADDITIONAL_REDIRECT_URLS: list,
    ADMIN_EMAIL: z.string().email("ADMIN_EMAIL must be an e-mail address").optional(),
    ADMIN_PASSWORD: z.string().min(6, "ADMIN_PASSWORD must be at least 6 characters").optional(),
    SMTP_HOST: z.string().optional(),
    SMTP_PORT: port.default(587),
    SMTP_USER: z.string().optional(),
    SMTP_PASS: z.string().optional(),
    SMTP_FROM: z.string().default("Real Estate Marketplace <no-reply@localhost>"),
    SEED_DEMO: flag,
    WEB_DIR: z.string().default("dist-web"),
    AUTH_RATE_LIMIT_SIGN_IN: z.coerce.number().int().positive().default(30),
    AUTH_RATE_LIMIT_REFRESH: z.coerce.number().int().positive().default(150),
    AUTH_RATE_LIMIT_VERIFY: z.coerce.number().int().positive().default(30),
    FUNCTIONS_TIMEOUT_MS: z.coerce.number().int().positive().default(150_000),
    FUNCTIONS_PREWARM: flag,
    // Minutes between listing re-check passes (the local stand-in for pg_cron); 0 turns them off.
    RECHECK_INTERVAL_MINUTES: z.coerce.number().min(0).max(10_080).default(360),
    API_MAX_BODY_BYTES: z.coerce.number({ message: "API_MAX_BODY_BYTES must be a number of bytes" }).int().positive().default(1_048_576),
    REST_MAX_EMBED_DEPTH: z.coerce.number({ message: "REST_MAX_EMBED_DEPTH must be a whole number" }).int().min(1).max(100).default(4),
    FUNCTIONS_DIR: z.string().min(1).default("supabase/functions"),
    TRUSTED_PROXIES: list.refine(
      (entries) => entries.every(isAddressOrCidr),
      "TRUSTED_PROXIES must be comma-separated IP addresses or CIDR ranges (10.0.0.0/8, ::1)",
    ),
    ALLOWED_HOSTS: list.refine(
      (entries) => entries.every(isHostName),
      "ALLOWED_HOSTS must be comma-separated host names without scheme or port (api.example.com)",
    ),
    WORKERS: z.coerce.number({ message: "WORKERS must be a whole number" }).int().min(1).max(64).optional(),
    PGLITE_SHARED_BUFFERS: z
      .string()
      .regex(/^\d+(kB|MB|GB)$/, "PGLITE_SHARED_BUFFERS must be a size such as 32MB")
      .default("32MB"),
    PGLITE_MAX_HEAP: z
      .string()
      .regex(/^\d+(MB|GB)$/, "PGLITE_MAX_HEAP must be a size such as 512MB")
      .default("512MB")
      .transform((value) => Number.parseInt(value, 10) * (value.endsWith("GB") ? 1024 ** 3 : 1024 ** 2)),
  });

export type StackEnv = z.infer<typeof stackEnvSchema>;

export interface StackConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  siteUrl: string;
  redirectUrls: string[];
  admin: { email: string; password: string } | undefined;
  smtp: { host: string; port: number; user: string | undefined; pass: string | undefined; from: string } | undefined;
  seedDemo: boolean;
  webDir: string | undefined;
  functionsTimeoutMs: number;
  /**
   * Start the workers of the functions the browser calls while a member types (functions/index.ts) as soon as the
   * stack listens, so the first link pasted into the composer does not wait for Deno to start (FUNCTIONS_PREWARM;
   * off by default: the composer's warm-up GET already starts the worker when it opens, and two idle workers would
   * take the stack past its 300 MB idle budget).
   */
  functionsPrewarm: boolean;
  /** Listing re-check passes every so many ms (RECHECK_INTERVAL_MINUTES; 0 = off, the default under tests). */
  recheckIntervalMs: number;
  /** Per-IP Auth request limits per 5 minutes, as hosted Supabase's [auth.rate_limit]. */
  authRateLimits: { signInSignUps: number; tokenRefresh: number; tokenVerifications: number };
  /**
   * Per-request limits (http/api-limits.ts): the largest request body the Data API, Auth and edge functions read
   * (413 past it), and how many levels of embedded resources a Data API select may nest (400 past it).
   */
  apiLimits: { maxBodyBytes: number; maxEmbedDepth: number };
  /** Edge functions root (`supabase/functions`); its parent holds the config.toml with `[functions.<name>]`. */
  functionsDir: string;
  /** Proxies whose X-Forwarded-For names the client (TRUSTED_PROXIES); otherwise the TCP peer is the client. */
  trustedProxies: string[];
  /** Host names served besides SITE_URL's, HOST's, loopback names and IP literals (ALLOWED_HOSTS). */
  allowedHosts: string[];
  /** Embedded PGlite's shared_buffers: PostgreSQL's 128MB default is all resident in the WASM heap from the start. */
  pgliteSharedBuffers: string;
  /**
   * How far a Data API statement may grow embedded PGlite's memory (bytes) before it is cancelled (db/pglite-watchdog.ts):
   * the memory never shrinks again, and normal use stays near 128 MB.
   */
  pgliteMaxHeapBytes: number;
  /**
   * Gateway processes sharing the port on PostgreSQL (WORKERS, default: the number of cores), as PostgREST uses every
   * core; PGlite is one database in one process, so it always runs one.
   */
  workers: number;
}

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws a ConfigError naming every offending variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): StackConfig {
  const parsed = stackEnvSchema.safeParse(env);
  const lines = parsed.success ? [] : parsed.error.issues.map((issue) => `  ${issue.path.join(".") || "environment"}: ${issue.message}`);
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    lines.push("  ADMIN_PASSWORD: Set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither");
  }
  if (!parsed.success || lines.length > 0) throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    siteUrl: e.SITE_URL ?? `http://127.0.0.1:${e.PORT}`,
    redirectUrls: e.ADDITIONAL_REDIRECT_URLS,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    smtp: e.SMTP_HOST ? { host: e.SMTP_HOST, port: e.SMTP_PORT, user: e.SMTP_USER, pass: e.SMTP_PASS, from: e.SMTP_FROM } : undefined,
    seedDemo: e.SEED_DEMO ?? true,
    webDir: e.WEB_DIR ? path.resolve(cwd, e.WEB_DIR) : undefined,
    functionsTimeoutMs: e.FUNCTIONS_TIMEOUT_MS,
    functionsPrewarm: e.FUNCTIONS_PREWARM ?? false,
    recheckIntervalMs: env.RECHECK_INTERVAL_MINUTES === undefined && (env.NODE_ENV ?? process.env.NODE_ENV) === "test" ? 0 : e.RECHECK_INTERVAL_MINUTES * 60_000,
    authRateLimits: { signInSignUps: e.AUTH_RATE_LIMIT_SIGN_IN, tokenRefresh: e.AUTH_RATE_LIMIT_REFRESH, tokenVerifications: e.AUTH_RATE_LIMIT_VERIFY },
    apiLimits: { maxBodyBytes: e.API_MAX_BODY_BYTES, maxEmbedDepth: e.REST_MAX_EMBED_DEPTH },
    functionsDir: path.resolve(cwd, e.FUNCTIONS_DIR),
    trustedProxies: e.TRUSTED_PROXIES,
    allowedHosts: e.ALLOWED_HOSTS.map((host) => host.toLowerCase()),
    pgliteSharedBuffers: e.PGLITE_SHARED_BUFFERS,
    pgliteMaxHeapBytes: e.PGLITE_MAX_HEAP,
    workers: e.DATABASE_URL ? (e.WORKERS ?? os.availableParallelism()) : 1,
  };
}
