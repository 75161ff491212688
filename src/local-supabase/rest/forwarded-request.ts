import { forwardedHeaders } from "../functions/forwarded.ts";

/**
 * A Data API request as lite and the database receive it: the client's own address headers dropped and the
 * gateway's X-Real-IP and X-Forwarded-For (the client address the front door resolved) set, as for functions and
 * as hosted Supabase's API gateway does. Postgres functions read them from request.headers: record_post_view
 * counts a visitor's views per X-Real-IP (supabase/migrations/20261101000500_activity.sql), which a client-chosen
 * value would defeat.
 */
export function forwardedRequest(request: Request, client: string | null): Request {
  return new Request(request, { headers: forwardedHeaders(request.headers, client, new URL(request.url)) });
}
