/**
 * Who is calling: a member (a verified JWT with role "authenticated" and a sub) or a visitor (keyed by client
 * IP). metadata-extractor runs with verify_jwt = false (visitors call it with the publishable key), so the
 * token is verified here: HS256 with SUPABASE_JWT_SECRET when set, else by asking Auth (GET /auth/v1/user),
 * cached briefly. A token that cannot be verified counts as a visitor, so forged subs cannot dodge the IP limit.
 */

export type Caller = { kind: "member"; key: string } | { kind: "visitor"; key: string };

function base64UrlDecode(text: string): Uint8Array<ArrayBuffer> {
  const b64 = text.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(text.length / 4) * 4, "=");
  return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
}

async function verifyHs256(token: string, secret: string): Promise<boolean> {
  const [header, payload, signature] = token.split(".");
  if (!header || !payload || !signature) return false;
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
  return crypto.subtle.verify("HMAC", key, base64UrlDecode(signature), new TextEncoder().encode(`${header}.${payload}`));
}

/**
 * The client address as the platform saw it. Hosted Supabase sits behind Cloudflare, which sets
 * cf-connecting-ip on every request and overwrites any value a client sends; the local gateway removes every
 * client-sent address header (cf-connecting-ip, x-real-ip, forwarded, ...) and writes x-forwarded-for itself, from
 * the TCP peer (or TRUSTED_PROXIES). So: cf-connecting-ip when present (hosted), else the first x-forwarded-for
 * entry (the local gateway's; also where Supabase's examples read the client on hosted), else the socket's peer.
 * x-real-ip and the rest are never read: nothing guarantees who wrote them.
 */
export function clientIp(req: Request, remote?: string): string {
  const cloudflare = req.headers.get("cf-connecting-ip")?.trim();
  const forwarded = req.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return cloudflare || forwarded || remote || "unknown";
}

export type TokenVerifier = (token: string) => Promise<boolean>;

export function hs256Verifier(secret: string): TokenVerifier {
  return (token) => verifyHs256(token, secret).catch(() => false);
}

/** Verifies a token by asking Auth for its user; positive answers cached for a minute. */
export function authServerVerifier(supabaseUrl: string, apikey: string, fetchImpl: typeof fetch = fetch): TokenVerifier {
  const cache = new Map<string, number>();
  return async (token) => {
    const now = Date.now();
    const until = cache.get(token);
    if (until !== undefined && until > now) return true;
    try {
      const res = await fetchImpl(`${supabaseUrl.replace(/\/$/, "")}/auth/v1/user`, {
        headers: { apikey, authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(2000),
      });
      await res.body?.cancel();
      if (!res.ok) return false;
      if (cache.size > 1000) cache.clear();
      cache.set(token, now + 60_000);
      return true;
    } catch {
      return false;
    }
  };
}

export async function identifyCaller(req: Request, remote: string | undefined, verify: TokenVerifier | null): Promise<Caller> {
  const visitor: Caller = { kind: "visitor", key: `ip:${clientIp(req, remote)}` };
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.get("authorization") ?? "")?.[1];
  const payload = token?.split(".")[1];
  if (!token || !payload) return visitor;
  let claims: { sub?: unknown; role?: unknown; exp?: unknown };
  try {
    claims = JSON.parse(new TextDecoder().decode(base64UrlDecode(payload))) as typeof claims;
  } catch {
    return visitor;
  }
  if (claims.role !== "authenticated" || typeof claims.sub !== "string" || claims.sub === "") return visitor;
  if (typeof claims.exp === "number" && claims.exp * 1000 < Date.now()) return visitor;
  if (!verify || !(await verify(token))) return visitor;
  return { kind: "member", key: `user:${claims.sub}` };
}
