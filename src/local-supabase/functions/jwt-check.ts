import { jwtVerify } from "jose";

export type JwtCheck = { ok: true } | { ok: false; code: string; message: string };

/**
 * What the edge gateway checks when a function has verify_jwt = true: a Bearer JWT signed with the project's
 * secret. The opaque publishable and secret keys are not JWTs, so calls made with them alone are refused, exactly
 * as on hosted Supabase; functions visitors call with the publishable key need verify_jwt = false.
 */
export async function checkJwt(request: Request, jwtSecret: string): Promise<JwtCheck> {
  const header = request.headers.get("authorization");
  if (!header) return { ok: false, code: "UNAUTHORIZED_NO_AUTH_HEADER", message: "Missing authorization header" };
  const token = /^Bearer\s+(.+)$/i.exec(header)?.[1];
  if (!token || token.split(".").length !== 3) return { ok: false, code: "UNAUTHORIZED_INVALID_JWT_FORMAT", message: "Invalid JWT" };
  try {
    await jwtVerify(token, new TextEncoder().encode(jwtSecret), { algorithms: ["HS256"] });
    return { ok: true };
  } catch {
    return { ok: false, code: "UNAUTHORIZED_INVALID_JWT", message: "Invalid JWT" };
  }
}
