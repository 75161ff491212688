import { connectionFailure, lostConnectionError } from "../db/connection-failure.ts";
import type { Sql } from "../db/sql.ts";

/** How long a session's verdict is reused. The window a ban or revocation made outside the gateway stays open. */
export const SESSION_CHECK_TTL_MS = 1000;

export type SessionVerdict = "ok" | "session_ended" | "user_gone" | "user_banned";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_ENTRIES = 10_000;

interface Row {
  user_exists: boolean;
  session_live: boolean | null;
  banned: boolean;
}

/**
 * Whether a user's access token still stands: its session (the `session_id` claim) is still in auth.sessions and
 * not past `not_after`, and the user exists and is not banned. Access tokens are self-contained JWTs, valid until
 * they expire; this is what ends them at once after sign-out, a password change, refresh-token reuse or a ban.
 *
 * Verdicts are cached for SESSION_CHECK_TTL_MS; `invalidate()` drops them all and is called after every request
 * that may end a session (see gateway.ts). A check that was running when the cache was dropped does not store
 * its (possibly stale) verdict.
 */
export class SessionGate {
  private readonly verdicts = new Map<string, { verdict: SessionVerdict; until: number }>();
  private generation = 0;

  constructor(
    private readonly sql: Sql,
    private readonly ttlMs = SESSION_CHECK_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  async check(userId: string, sessionId: string | undefined): Promise<SessionVerdict> {
    if (!UUID.test(userId)) return "user_gone";
    if (sessionId !== undefined && !UUID.test(sessionId)) return "session_ended";
    const key = `${userId}/${sessionId ?? ""}`;
    const cached = this.verdicts.get(key);
    if (cached && cached.until > this.now()) return cached.verdict;
    const generation = this.generation;
    const verdict = await this.lookup(userId, sessionId);
    if (generation === this.generation) {
      if (this.verdicts.size >= MAX_ENTRIES) this.verdicts.clear();
      this.verdicts.set(key, { verdict, until: this.now() + this.ttlMs });
    }
    return verdict;
  }

  /** Forget every cached verdict (a session or a ban may have changed). */
  invalidate(): void {
    this.generation += 1;
    this.verdicts.clear();
  }

  /**
   * A read, so asked once more when its connection was lost: after a database restart the pool can still hold a
   * connection the server ended, and the first statement on it fails with the database already back (the Data API's
   * reads are retried the same way, unavailable.ts).
   */
  private async lookup(userId: string, sessionId: string | undefined): Promise<SessionVerdict> {
    try {
      return await this.lookupOnce(userId, sessionId);
    } catch (error) {
      if (connectionFailure(error) !== "lost") throw error;
      return this.lookupOnce(userId, sessionId);
    }
  }

  private async lookupOnce(userId: string, sessionId: string | undefined): Promise<SessionVerdict> {
    // One row always, whatever the user and session: no row means the statement did not run (a connection lost while
    // the database restarted answered an empty result), which must not read as "no such user" (a 401 for a member).
    const [row] = await this.sql.query<Row>(
      `select exists (select from auth.users u where u.id = $1::uuid and u.deleted_at is null) as user_exists,
              coalesce((select u.banned_until > now() from auth.users u where u.id = $1::uuid), false) as banned,
              (select s.not_after is null or s.not_after > now() from auth.sessions s where s.id = $2::uuid and s.user_id = $1::uuid) as session_live`,
      [userId, sessionId ?? null],
    );
    if (!row) throw lostConnectionError();
    if (!row.user_exists) return "user_gone";
    if (row.banned) return "user_banned";
    return sessionId === undefined || row.session_live === true ? "ok" : "session_ended";
  }
}

/**
 * Requests after which cached verdicts are dropped: every write through Auth (sign-out, password change, refresh-token
 * reuse, the admin API's ban and delete) and through the Data API (the admin ban RPC sets auth.users.banned_until).
 */
export function mayEndSessions(method: string, path: string): boolean {
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return false;
  return path.startsWith("/auth/v1/") || path.startsWith("/rest/v1/");
}
