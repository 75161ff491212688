import { SignJWT } from "jose";
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
