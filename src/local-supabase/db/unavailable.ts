/**
 * Recognising "the database is away" (stopped, restarting, connection killed) and answering it as hosted Supabase
 * does: PostgREST's 503 PGRST000 (cannot connect) / PGRST001 (connection lost) instead of a 400 or a generic 500.
 */
import type { StackContext } from "../context.ts";
import { connectionFailure, lostConnectionError, type ConnectionFailure } from "./connection-failure.ts";
import { PoolWatch } from "./pool-watch.ts";

/** PostgREST's body for a refused (PGRST000) or lost (PGRST001) connection, or a schema cache it could not load (PGRST002). */
export function unavailableBody(kind: ConnectionFailure | "schema") {
  if (kind === "schema") return { code: "PGRST002", details: null, hint: null, message: "Could not query the database for the schema cache. Retrying." };
  return kind === "connect"
    ? { code: "PGRST000", details: null, hint: null, message: "Database connection error. Retrying the connection." }
    : { code: "PGRST001", details: null, hint: null, message: "Database client error. Retrying the connection." };
}

/**
 * A 503 JSON answer for an error thrown by gateway code while the database is away (GoTrue's error shape under
 * /auth/v1, PostgREST's elsewhere), or undefined for other errors.
 */
export function unavailableResponse(error: unknown, path: string): Response | undefined {
  const kind = connectionFailure(error);
  if (!kind) return undefined;
  if (path.startsWith("/auth/v1")) {
    return Response.json({ code: 503, error_code: "unexpected_failure", msg: "Database unavailable, retry shortly" }, { status: 503 });
  }
  return Response.json(unavailableBody(kind), { status: 503 });
}

/** How long after the pool lost a connection a vague failure still counts as the database's (lite shares one
 * schema-cache load between requests, so a later request can fail with an earlier loss). */
const RECENT_LOSS_MS = 5_000;

/**
 * Answers a request with `handle` (lite's REST), turning answers given because the database was away into PostgREST's
 * 503 (see mapUnavailable). A vague failure (bare 500, function or table not in the schema cache) counts as the
 * database's when lite's pool lost a connection shortly before or during the request, or a trivial query fails now.
 *
 * A request that failed on a lost connection is tried once more when that is safe: a read (GET/HEAD run read-only),
 * or any request whose session the server terminated before it committed (see sessionTerminated) — after a database
 * restart the pool can hold connections opened while the backends were being ended, and the first request on each
 * would otherwise get a 503 with the database already back.
 */
export async function answerUnavailable(ctx: Pick<StackContext, "app" | "sql">, request: Request, handle: (request: Request) => Promise<Response>): Promise<Response> {
  const read = request.method === "GET" || request.method === "HEAD";
  const spare = read ? request : request.clone();
  const once = async (attempt: Request) => {
    const since = performance.now() - RECENT_LOSS_MS;
    return classifyUnavailable(await handle(attempt), async () => {
      if (PoolWatch.lostSince((ctx.app.connection as { driver?: unknown }).driver, since)) throw lostConnectionError();
      await ctx.sql.query("select 1");
    });
  };
  const first = await once(request);
  if (first.failure !== "lost" || !(read || first.terminated)) return first.response;
  const second = await once(spare);
  return second.failure === undefined ? second.response : first.response; // still away: the first failure says why
}

async function probeFailure(probe: () => Promise<unknown>): Promise<ConnectionFailure | undefined> {
  try {
    await probe();
    return undefined;
  } catch (error) {
    return connectionFailure(error);
  }
}

/**
 * @supabase/lite answers a query that failed on a refused or lost connection with 400 `P0001` and the driver's
 * message (which names the database host); when the failure happens outside its query handler (checking a member's
 * session) with a bare 500; and when it happens while loading its schema cache with 404 PGRST205/PGRST202 (table or
 * function not found).
 * Turns those into PostgREST's 503 (the last two only when `probe` fails as a database that is away does: a bare 500
 * or a missing table can be genuine); other answers pass unchanged.
 */
export async function mapUnavailable(response: Response, probe: () => Promise<unknown>): Promise<Response> {
  return (await classifyUnavailable(response, probe)).response;
}

type Classified = {
  response: Response;
  /** Why the database failed the request, when it did. */
  failure?: ConnectionFailure | "schema";
  /** The server ended the session before the statement committed (lite's message names SQLSTATE 57P01/57P02). */
  terminated: boolean;
};

async function classifyUnavailable(response: Response, probe: () => Promise<unknown>): Promise<Classified> {
  if (response.status < 400) return { response, terminated: false };
  const text = await response.text();
  let body: { code?: unknown; message?: unknown } | undefined;
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = undefined;
  }
  const bare = response.status === 500 && body?.code === undefined;
  const missingTable = response.status === 404 && (body?.code === "PGRST205" || body?.code === "PGRST202");
  const failure = (body && connectionFailure(body)) || (bare || missingTable ? await probeFailure(probe) : undefined);
  if (!failure) return { response: new Response(text, { status: response.status, headers: response.headers }), terminated: false };
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/json; charset=utf-8");
  const kind = missingTable ? "schema" : failure;
  const terminated = typeof body?.message === "string" && TERMINATED.test(body.message);
  return { response: new Response(JSON.stringify(unavailableBody(kind)), { status: 503, headers }), failure: kind, terminated };
}

/** lite's message for a statement failed by a terminated session ("[SQLSTATE 57P01] terminating connection …"). */
const TERMINATED = /\[SQLSTATE 57P0[12]\]/;
