import type { MiddlewareHandler } from "hono";
import type { StackContext } from "../context.ts";
import { AnswerTiming } from "./answer-timing.ts";

/**
 * POST /auth/v1/recover answers `{}` with 200 for every address (lite, as GoTrue), but a member's address costs a
 * token update and an e-mail, so an unknown one answered faster. This middleware records how long members' recoveries
 * take and holds the other answers as long (AnswerTiming).
 */
export function recoveryTiming(ctx: Pick<StackContext, "sql">): MiddlewareHandler {
  const timing = new AnswerTiming();
  return async (c, next) => {
    if (c.req.method !== "POST") return next();
    const started = performance.now();
    const body: unknown = await c.req.raw.clone().json().catch(() => undefined);
    const email = body && typeof body === "object" && "email" in body && typeof body.email === "string" ? body.email.toLowerCase() : undefined;
    const member = email !== undefined && (await ctx.sql.query("select 1 from auth.users where email = $1", [email])).length > 0;
    await next();
    if (c.res.status !== 200) return;
    if (member) timing.record(performance.now() - started);
    else await timing.pad(started);
  };
}
