/**
 * @supabase/lite reports some Postgres errors with code 'SUP' instead of the SQLSTATE PostgREST returns.
 * Map those back from the message so clients see PostgREST's codes and statuses.
 */
const patterns: { test: RegExp; code: string; status: number }[] = [
  { test: /violates check constraint/, code: "23514", status: 400 },
  { test: /violates not-null constraint/, code: "23502", status: 400 },
  { test: /violates foreign key constraint/, code: "23503", status: 409 },
  { test: /duplicate key value violates unique constraint/, code: "23505", status: 409 },
  { test: /violates row-level security policy/, code: "42501", status: 403 },
  { test: /permission denied/, code: "42501", status: 403 },
  { test: /invalid input syntax|invalid input value for enum/, code: "22P02", status: 400 },
  { test: /value too long/, code: "22001", status: 400 },
  { test: /out of range/, code: "22003", status: 400 },
];

/**
 * What lite answers 'SUP' with is `String(error)`, which drops the SQLSTATE and starts with the driver's class name
 * ("error: " from PGlite, "PostgresError: " from postgres.js): a trigger's `raise ... using errcode = '23514'`
 * reached clients as P0001 with a prefixed message. `keepSqlState` makes `String(error)` carry the SQLSTATE and the
 * bare message, in this form, so `mapRestErrors` gives clients PostgREST's code and the message as raised.
 */
/** Class 57 (57014: statement timeout or cancel): PostgREST, and so hosted Supabase, answer 500. */
const OPERATOR_INTERVENTION = /^57/;

const SQLSTATE_TAGGED = /^\[SQLSTATE ([0-9A-Z]{5})\] ([\s\S]*)$/;

/** Wraps the connection's error normaliser (lite calls it on every database error) to tag errors with their SQLSTATE. */
export function keepSqlState(connection: { normalizeDbError(error: unknown): unknown }): void {
  const normalize = connection.normalizeDbError.bind(connection);
  connection.normalizeDbError = (error: unknown) => {
    const normalized = normalize(error);
    const code = normalized instanceof Error ? (normalized as Error & { code?: unknown }).code : undefined;
    if (normalized instanceof Error && typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) {
      Object.defineProperty(normalized, "toString", { value: () => `[SQLSTATE ${code}] ${normalized.message}`, configurable: true });
    }
    return normalized;
  };
}

export async function mapRestErrors(response: Response): Promise<Response> {
  if (response.status < 400 || !response.headers.get("content-type")?.includes("json")) return response;
  const text = await response.text();
  let body: { code?: unknown; message?: unknown } | undefined;
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = undefined;
  }
  if (!body || body.code !== "SUP" || typeof body.message !== "string") {
    return new Response(text, { status: response.status, headers: response.headers });
  }
  const tagged = SQLSTATE_TAGGED.exec(body.message);
  const message = tagged?.[2] ?? body.message.replace(/^error: /, "");
  const match = patterns.find((pattern) => pattern.test.test(message));
  const code = tagged?.[1] ?? match?.code ?? "P0001";
  const mapped = { ...body, code, message };
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  const status = OPERATOR_INTERVENTION.test(code) ? 500 : (match?.status ?? (response.status >= 500 ? 400 : response.status));
  return new Response(JSON.stringify(mapped), { status, headers });
}
