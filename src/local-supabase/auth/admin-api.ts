import { Hono } from "hono";
import { jwtVerify } from "jose";
import { z } from "zod";
import type { StackContext } from "../context.ts";
import { parseBanDuration } from "./ban-duration.ts";
import { authError } from "./errors.ts";
import { deleteUser, findUser, findUserByEmail, insertUser, listUsers, updateUser } from "./users.ts";

const metadata = z.record(z.string(), z.unknown());
const banDuration = z.string().refine((value) => parseBanDuration(value) !== undefined, "ban_duration must be 'none' or a duration like 24h");

const createBody = z.object({
  email: z.string().email(),
  password: z.string().min(6).optional(),
  email_confirm: z.boolean().optional(),
  user_metadata: metadata.optional(),
  app_metadata: metadata.optional(),
  ban_duration: banDuration.optional(),
});

const updateBody = createBody.partial();

async function isServiceRole(request: Request, ctx: StackContext): Promise<boolean> {
  const apikey = request.headers.get("apikey");
  const bearer = request.headers.get("authorization")?.replace(/^Bearer\s+/i, "");
  if (apikey === ctx.keys.serviceRoleKey || bearer === ctx.keys.serviceRoleKey) return true;
  if (!bearer) return false;
  try {
    const { payload } = await jwtVerify(bearer, new TextEncoder().encode(ctx.keys.jwtSecret), { algorithms: ["HS256"] });
    return payload.role === "service_role";
  } catch {
    return false;
  }
}

async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

const invalid = (error: z.ZodError) => authError(400, "validation_failed", error.issues.map((issue) => issue.message).join("; "));
const isUuid = (id: string) => z.string().uuid().safeParse(id).success;

/** GoTrue's admin API (/auth/v1/admin/users…), which @supabase/lite lacks; service_role only. */
export function authAdminRoutes(ctx: StackContext) {
  const routes = new Hono();

  routes.use("*", async (c, next) => {
    if (!(await isServiceRole(c.req.raw, ctx))) return authError(403, "not_admin", "User not allowed");
    await next();
  });

  routes.get("/users", async (c) => {
    const page = Math.max(1, Number(c.req.query("page") ?? 1) || 1);
    const perPage = Math.min(1000, Math.max(1, Number(c.req.query("per_page") ?? 50) || 50));
    const { users, total } = await listUsers(ctx.sql, page, perPage);
    c.header("x-total-count", String(total));
    const last = Math.max(1, Math.ceil(total / perPage));
    const base = new URL(c.req.url);
    const link = (p: number, rel: string) => `<${base.pathname}?page=${p}&per_page=${perPage}>; rel="${rel}"`;
    c.header("link", [page < last ? link(page + 1, "next") : "", link(last, "last")].filter(Boolean).join(", "));
    return c.json({ users, aud: "authenticated" });
  });

  routes.post("/users", async (c) => {
    const parsed = createBody.safeParse(await readJson(c.req.raw));
    if (!parsed.success) return invalid(parsed.error);
    const body = parsed.data;
    if (await findUserByEmail(ctx.sql, body.email)) {
      return authError(422, "email_exists", "A user with this email address has already been registered");
    }
    const user = await ctx.sql.transaction((tx) =>
      insertUser(tx, {
        email: body.email,
        password: body.password,
        emailConfirm: body.email_confirm,
        userMetadata: body.user_metadata,
        appMetadata: body.app_metadata,
        bannedUntil: body.ban_duration ? parseBanDuration(body.ban_duration) : undefined,
      }),
    );
    return c.json(user);
  });

  routes.get("/users/:id", async (c) => {
    const id = c.req.param("id");
    const user = isUuid(id) ? await findUser(ctx.sql, id) : undefined;
    return user ? c.json(user) : authError(404, "user_not_found", "User not found");
  });

  routes.put("/users/:id", async (c) => {
    const id = c.req.param("id");
    if (!isUuid(id)) return authError(404, "user_not_found", "User not found");
    const parsed = updateBody.safeParse(await readJson(c.req.raw));
    if (!parsed.success) return invalid(parsed.error);
    const body = parsed.data;
    const user = await ctx.sql.transaction((tx) =>
      updateUser(tx, id, {
        email: body.email,
        password: body.password,
        emailConfirm: body.email_confirm,
        userMetadata: body.user_metadata,
        appMetadata: body.app_metadata,
        bannedUntil: body.ban_duration === undefined ? undefined : parseBanDuration(body.ban_duration),
      }),
    );
    return user ? c.json(user) : authError(404, "user_not_found", "User not found");
  });

  routes.delete("/users/:id", async (c) => {
    const id = c.req.param("id");
    const deleted = isUuid(id) && (await deleteUser(ctx.sql, id));
    return deleted ? c.json({}) : authError(404, "user_not_found", "User not found");
  });

  return routes;
}
