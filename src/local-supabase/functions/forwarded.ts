/**
 * Headers through which a client could claim another address. A caller sets any of them at will, so none of
 * them reaches a function as sent: the gateway writes its own (see forwardedHeaders).
 */
const CLIENT_ADDRESS_HEADERS = [
  "forwarded",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
  "x-real-ip",
  "cf-connecting-ip",
  "cf-connecting-ipv6",
  "true-client-ip",
  "x-client-ip",
  "x-cluster-client-ip",
  "fastly-client-ip",
  "fly-client-ip",
];

/**
 * The request headers a function receives: the client's own, without any address claim it made, plus the
 * gateway's X-Forwarded-For and X-Real-IP (the client address the gateway resolved from the TCP peer and
 * TRUSTED_PROXIES) and X-Forwarded-Host/Proto. Functions read the address from X-Forwarded-For
 * (supabase/functions/_shared/caller.ts), as hosted Supabase's own examples do.
 */
export function forwardedHeaders(incoming: Headers, client: string | null, url: URL): Headers {
  const headers = new Headers(incoming);
  for (const name of CLIENT_ADDRESS_HEADERS) headers.delete(name);
  headers.set("x-forwarded-host", url.host);
  headers.set("x-forwarded-proto", url.protocol.replace(":", ""));
  if (client) {
    headers.set("x-forwarded-for", client);
    headers.set("x-real-ip", client);
  }
  return headers;
}
