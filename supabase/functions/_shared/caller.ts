/**
 * Who is calling: a member (JWT with role "authenticated" and a sub) or a visitor (keyed by client IP).
 * The hosted gateway verifies JWTs before the function runs (verify_jwt); when SUPABASE_JWT_SECRET (HS256)
 * is set the signature is verified here too, and a token that fails is treated as a visitor.
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

export function clientIp(req: Request, remote?: string): string {
  const forwarded = req.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return req.headers.get("cf-connecting-ip") ?? forwarded ?? req.headers.get("x-real-ip") ?? remote ?? "unknown";
}

export async function identifyCaller(req: Request, remote: string | undefined, jwtSecret: string | undefined): Promise<Caller> {
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
  if (jwtSecret && !(await verifyHs256(token, jwtSecret).catch(() => false))) return visitor;
  return { kind: "member", key: `user:${claims.sub}` };
}
