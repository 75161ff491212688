import { jwtVerify } from "jose";
import type { StackContext } from "../context.ts";
import type { CallerClaims } from "../db/sql.ts";
import { errors } from "./errors.ts";

const ROLES = new Set(["anon", "authenticated", "service_role"]);

/** Verifies an HS256 token signed with the stack's JWT secret and returns its claims. */
export async function verifyToken(token: string, secret: string): Promise<Record<string, unknown>> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ["HS256"] });
    return payload as Record<string, unknown>;
  } catch (error) {
    throw errors.invalidJwt(error instanceof Error ? error.message : "invalid token");
  }
}

/**
 * Who is calling, as the API gateway decides on hosted Supabase: a user JWT in Authorization outranks the apikey;
 * the secret key is service_role (bypasses RLS); the publishable key is anon.
 */
export async function resolveCaller(request: Request, ctx: StackContext): Promise<CallerClaims> {
  const apikey = request.headers.get("apikey") ?? undefined;
  const bearer = request.headers.get("authorization")?.replace(/^Bearer\s+/i, "") || undefined;
  const keyRole = (key: string | undefined): CallerClaims | undefined => {
    if (key === ctx.keys.serviceRoleKey) return { role: "service_role" };
    if (key === ctx.keys.anonKey) return { role: "anon" };
    return undefined;
  };
  if (bearer && !keyRole(bearer)) {
    if (bearer.split(".").length !== 3) throw errors.invalidJwt("Invalid Compact JWS");
    const claims = await verifyToken(bearer, ctx.keys.jwtSecret);
    const role = typeof claims.role === "string" && ROLES.has(claims.role) ? claims.role : "anon";
    return { ...claims, role: role as CallerClaims["role"] };
  }
  const byKey = keyRole(bearer) ?? keyRole(apikey);
  if (byKey) return byKey;
  if (apikey) throw errors.unauthorized("Invalid API key");
  throw errors.noApiKey();
}
