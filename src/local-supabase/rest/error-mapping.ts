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
  const message = body.message.replace(/^error: /, "");
  const match = patterns.find((pattern) => pattern.test.test(message));
  const mapped = { ...body, code: match?.code ?? "P0001", message };
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(mapped), { status: match?.status ?? (response.status >= 500 ? 400 : response.status), headers });
}
