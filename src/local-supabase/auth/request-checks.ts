import type { Context, MiddlewareHandler } from "hono";
import type { StackContext } from "../context.ts";
import { bannedCallerRefusal, bannedSessionRefusal } from "./banned-sessions.ts";
import { malformedBodyRefusal } from "./body-types.ts";
import { withAllowedRedirect } from "./redirects.ts";

/** The Auth endpoints that act for the caller's token (GoTrue's requireAuthentication), logout aside. */
const AS_CALLER = /^\/auth\/v1\/(user|reauthenticate)\/?$/;
/** The Auth endpoints that can hand out a session. */
const ISSUING = /^\/auth\/v1\/(token|verify|callback|signup)\/?$/;
/** The Auth endpoints that redirect back to the app with tokens. */
const REDIRECTING = /^\/auth\/v1\/(verify|callback)\/?$/;

/** Replaces the answer. (Assigning c.res merges the previous answer's headers, its Location included, into the new one.) */
function replace(c: Context, response: Response): void {
  c.res = undefined;
  c.res = response;
}

/**
 * Checks every /auth/v1 request lite answers (the admin API has its own): a body with the wrong JSON types is refused
 * before lite sees it (body-types.ts), a banned caller gets nothing done with an old token, no answer hands a banned
 * user a session (banned-sessions.ts), and redirects go only to SITE_URL and the allow-list (redirects.ts).
 */
export function authRequestChecks(ctx: Pick<StackContext, "sql" | "config">): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.path.startsWith("/auth/v1/admin")) return next();
    const refusal = (await malformedBodyRefusal(c.req.raw)) ?? (AS_CALLER.test(c.req.path) ? await bannedCallerRefusal(c.req.raw, ctx.sql) : undefined);
    if (refusal) return refusal;
    await next();
    const banned = ISSUING.test(c.req.path) ? await bannedSessionRefusal(c.req.raw, c.res, ctx.sql) : undefined;
    const answer = REDIRECTING.test(c.req.path) ? withAllowedRedirect(banned ?? c.res, ctx.config.siteUrl, ctx.config.redirectUrls) : banned;
    if (answer && answer !== c.res) replace(c, answer);
  };
}
