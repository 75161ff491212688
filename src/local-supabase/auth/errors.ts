/** GoTrue's error body: `{ code, error_code, msg }`, which supabase-js turns into AuthApiError. */
export function authError(status: number, errorCode: string, msg: string): Response {
  return Response.json({ code: status, error_code: errorCode, msg }, { status });
}

/** GoTrue's answer to a second e-mail to one address within `[auth.email] max_frequency`. */
export function overEmailSendRateLimit(seconds: number): Response {
  return authError(429, "over_email_send_rate_limit", `For security purposes, you can only request this after ${Math.max(1, seconds)} seconds.`);
}
