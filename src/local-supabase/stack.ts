import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { App, type DefaultAppConfig } from "@supabase/lite";
import type { StackConfig } from "./config.ts";
import type { StackContext } from "./context.ts";
import { openConnection } from "./db/connection.ts";
import { migrate, seed } from "./db/migrate.ts";
import { adaptRequestHandling, skipRlsRegrant } from "./lite-adapter.ts";
import { ensureSystemSchemaOnce } from "./db/system-schema.ts";
import { createSql, type Sql } from "./db/sql.ts";
import { scheduleMaintenance } from "./db/table-maintenance.ts";
import { loadOrCreateKeys } from "./keys.ts";
import { Mailbox } from "./mail/mailbox.ts";
import { smtpDriver } from "./mail/smtp.ts";
import { drainOutbox, scheduleOutbox } from "./mail/outbox.ts";
import { ensureAdminAccount, type AdminAccount } from "./auth/admin-account.ts";
import { RedirectMemory } from "./auth/redirects.ts";
import { authMailInMemberLanguage } from "./auth/auth-mail.ts";
import { loadApiSchemas } from "./rest/exposed-schemas.ts";
import { stackState } from "./shared-state.ts";

const platformSql = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), "db", "platform.sql"), "utf8");

/** How often PGlite's tables are checked for vacuum and analyze: autovacuum_naptime's default. */
const MAINTENANCE_INTERVAL_MS = 60_000;
/** How often the e-mail outbox (every e-mail the database queues) is drained into the mailbox or SMTP. */
const OUTBOX_INTERVAL_MS = 1_000;
/**
 * The saved-search e-mails (issue 19): the local stand-in for the hosted pg_cron job
 * (private.schedule_saved_search_alerts), hourly; each search still mails at most once a day.
 */
const SAVED_SEARCH_ALERTS_INTERVAL_MS = 60 * 60_000;

export interface LocalStack extends StackContext {
  /** Migrations applied by this start, and whether the database was new. */
  boot: { fresh: boolean; applied: string[]; admin: AdminAccount | undefined };
  /** Called by the server once it listens, so services can build absolute URLs. */
  setPublicUrl(url: string): void;
  close(): Promise<void>;
}

export interface CreateStackOptions {
  /** Runs before the project's seed on a fresh database, e.g. the demo-content seeder. */
  onFreshDatabase?: (stack: StackContext) => Promise<void>;
  /**
   * A gateway worker of a stack the primary process has already provisioned (cluster.ts): opens the database and
   * serves, without provisioning, migrating, seeding or table maintenance.
   */
  provisioned?: boolean;
}

/**
 * Opens the database, provisions what hosted Supabase provides (roles, auth, storage, migration history),
 * applies supabase/migrations, seeds a fresh database and makes sure the admin account exists.
 */
export async function createStack(config: StackConfig, options: CreateStackOptions = {}): Promise<LocalStack> {
  fs.mkdirSync(config.dataDir, { recursive: true });
  const keys = loadOrCreateKeys(config.dataDir);
  const mailbox = new Mailbox(config.dataDir);
  const mailDriver = config.smtp ? smtpDriver(config.smtp) : mailbox;
  const redirects = new RedirectMemory();
  const { connection, execScript, maintainTables } = await openConnection(config);
  const apiSchemas = loadApiSchemas(config.functionsDir);
  adaptRequestHandling(connection, apiSchemas);
  let publicUrl = `http://${config.host}:${config.port}`;
  const opened: { sql?: Sql } = {}; // the database, once open: Auth's mailer asks it the member's language

  const app: App = new App({
    connection,
    api: { port: config.port, schemas: apiSchemas },
    auth: {
      enabled: true,
      site_url: config.siteUrl,
      additional_redirect_urls: config.redirectUrls,
      jwt_secret: keys.jwtSecret,
      jwt_expiry: 3600,
      enable_signup: true,
      enable_refresh_token_rotation: true,
      refresh_token_reuse_interval: 10,
      publishable_key: keys.anonKey,
      secret_key: keys.serviceRoleKey,
      email: { enable_signup: true, enable_confirmations: true, double_confirm_changes: true },
    },
    options: {
      server: { admin: false },
      // Auth's e-mails in the member's language (issue 22), once the database is open to say which.
      drivers: { email: redirects.wrap(authMailInMemberLanguage(mailDriver, () => opened.sql)) },
    },
  } as DefaultAppConfig);
  await app.init();
  const sql = createSql(connection.kysely as never);
  opened.sql = sql;
  if (!options.provisioned) {
    await ensureSystemSchemaOnce(app, sql);
    await execScript(platformSql);
  }
  skipRlsRegrant(connection);

  const shared = stackState();
  const context: StackContext = { config, keys, app, sql, execScript, mailbox, redirects, shared, publicUrl: () => publicUrl };
  if (options.provisioned) {
    return { ...context, boot: { fresh: false, applied: [], admin: undefined }, setPublicUrl: (url) => void (publicUrl = url), close: () => connection.close() };
  }
  const { fresh, applied } = await migrate(app, sql);
  if (fresh) {
    await seed(execScript);
    await options.onFreshDatabase?.(context);
  }
  const admin = await ensureAdminAccount(context, fresh);
  const stopMaintenance = maintainTables
    ? scheduleMaintenance(maintainTables, {
        intervalMs: MAINTENANCE_INTERVAL_MS,
        onError: (error) => console.error(`Table maintenance failed: ${error instanceof Error ? error.message : String(error)}`),
      })
    : async () => {};
  let lastOutboxError = "";
  const stopOutbox = scheduleOutbox(
    () => drainOutbox(sql, mailDriver, config.siteUrl).then(() => (lastOutboxError = "")),
    {
      intervalMs: OUTBOX_INTERVAL_MS,
      onError: (error) => {
        // Said once, not every second (a database restart fails every drain until it is back).
        const message = error instanceof Error ? error.message : String(error);
        if (message !== lastOutboxError) console.error(`E-mail outbox failed: ${message}`);
        lastOutboxError = message;
      },
    },
  );
  const stopSavedSearchAlerts = scheduleOutbox(() => sql.query("select private.send_saved_search_alerts()"), {
    intervalMs: SAVED_SEARCH_ALERTS_INTERVAL_MS,
    onError: (error) => console.error(`Saved-search e-mails failed: ${error instanceof Error ? error.message : String(error)}`),
  });

  return {
    ...context,
    boot: { fresh, applied, admin },
    setPublicUrl: (url) => {
      publicUrl = url;
    },
    close: async () => {
      await stopSavedSearchAlerts();
      await stopOutbox();
      await stopMaintenance();
      await connection.close();
    },
  };
}
