import postgres from "postgres";
import { createThrowawayDatabase, POSTGRES_ADMIN_URL } from "@test-support/stack/postgres.ts";
import { startTcpFaultProxy, type TcpFaultProxy } from "./tcp-proxy.ts";

export type ProxiedDatabase = {
  /** DATABASE_URL for the stack: through the fault proxy. */
  url: string;
  proxy: TcpFaultProxy;
  /** Ends every server process connected to this database only (what a restart does to its clients). */
  terminateBackends(): Promise<number>;
  drop(): Promise<void>;
};

/**
 * A throwaway PostgreSQL database that the stack reaches through a TCP fault proxy, so a test can stop it (`proxy.cut()`),
 * bring it back (`proxy.restore()`) or kill its connections, without touching the shared server or other databases.
 */
export async function proxiedDatabase(): Promise<ProxiedDatabase> {
  const db = await createThrowawayDatabase();
  const direct = new URL(db.url);
  const name = decodeURIComponent(direct.pathname.slice(1));
  const proxy = await startTcpFaultProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  return {
    url: proxy.via(db.url),
    proxy,
    async terminateBackends() {
      // A connection of its own each time: an idle one could itself have been dropped meanwhile.
      const admin = postgres(POSTGRES_ADMIN_URL, { max: 1, onnotice: () => {} });
      try {
        // pg_terminate_backend in the select list, never in WHERE: the planner may evaluate a WHERE condition on every
        // row of pg_stat_activity before the datname filter, and end every session of the server.
        const rows = await admin<{ terminated: boolean }[]>`
          select pg_terminate_backend(pid) as terminated from pg_stat_activity where datname = ${name} and pid <> pg_backend_pid()`;
        return rows.filter((row) => row.terminated).length;
      } finally {
        await admin.end({ timeout: 5 });
      }
    },
    async drop() {
      await proxy.close();
      await db.drop();
    },
  };
}
