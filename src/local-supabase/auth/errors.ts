/** GoTrue's error body: `{ code, error_code, msg }`, which supabase-js turns into AuthApiError. */
export function authError(status: number, errorCode: string, msg: string): Response {
  return Response.json({ code: status, error_code: errorCode, msg }, { status });
}
