import { forwardedHeaders } from "../functions/forwarded.ts";

/**
 * A Data API request as lite and the database receive it: the client's own address headers dropped and the
 * gateway's X-Real-IP and X-Forwarded-For (the client address the front door resolved) set, as for functions and
 * as hosted Supabase's API gateway does. Postgres functions read them from request.headers: record_post_view
 * counts a visitor's views per X-Real-IP (supabase/migrations/20261101000500_activity.sql), which a client-chosen
 * value would defeat.
 *
 * A GET or HEAD (no body) is built from its URL, method and headers: `new Request(request, …)` on the HTTP
 * server's request first turns it into a full Fetch Request and then copies that one (two Request objects and an
 * AbortSignal chain per read; lite never reads the signal). A request with a body is copied as before.
 */
export function forwardedRequest(request: Request, client: string | null): Request {
  const url = request.url;
  const headers = forwardedHeaders(request.headers, client, new URL(url));
  if (request.method === "GET" || request.method === "HEAD") return new Request(url, { method: request.method, headers });
  return new Request(request, { headers });
}
