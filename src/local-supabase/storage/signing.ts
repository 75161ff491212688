import { SignJWT } from "jose";
import type { CallerClaims } from "../db/sql.ts";
import { verifyToken } from "./caller.ts";
import { errors } from "./errors.ts";

const secretOf = (jwtSecret: string) => new TextEncoder().encode(jwtSecret);

/** Storage's signed-URL token: an HS256 JWT whose `url` claim is "bucket/key". */
export async function signObjectUrl(jwtSecret: string, bucket: string, key: string, expiresIn: number): Promise<string> {
  const token = await new SignJWT({ url: `${bucket}/${key}` })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + Math.max(1, Math.floor(expiresIn)))
    .sign(secretOf(jwtSecret));
  return `/object/sign/${bucket}/${key}?token=${token}`;
}

export async function verifySignedUrl(jwtSecret: string, token: string | null, bucket: string, key: string): Promise<void> {
  if (!token) throw errors.invalidRequest("Missing token");
  const claims = await verifyToken(token, jwtSecret);
  if (claims.url !== `${bucket}/${key}`) throw errors.invalidSignature();
}

/** A signed upload URL's token: who signed it (their role and sub decide RLS at upload) and whether it may upsert. */
export async function signUploadUrl(jwtSecret: string, bucket: string, key: string, signer: CallerClaims, upsert: boolean): Promise<string> {
  const token = await new SignJWT({ url: `${bucket}/${key}`, owner: signer.sub ?? null, role: signer.role, upsert })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt()
    .setExpirationTime("2h")
    .sign(secretOf(jwtSecret));
  return `/object/upload/sign/${bucket}/${key}?token=${token}`;
}

export async function verifyUploadToken(
  jwtSecret: string,
  token: string | null,
  bucket: string,
  key: string,
): Promise<{ claims: CallerClaims; upsert: boolean }> {
  if (!token) throw errors.invalidRequest("Missing token");
  const payload = await verifyToken(token, jwtSecret);
  if (payload.url !== `${bucket}/${key}`) throw errors.invalidSignature();
  const role = payload.role === "authenticated" || payload.role === "service_role" ? payload.role : "anon";
  const claims: CallerClaims = typeof payload.owner === "string" ? { role, sub: payload.owner } : { role };
  return { claims, upsert: payload.upsert === true };
}
