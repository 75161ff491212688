import { Hono } from "hono";
import { authAdminRoutes } from "./auth/admin-api.ts";
import { bearerGuard } from "./auth/bearer-check.ts";
import { emailRequests } from "./auth/email-requests.ts";
import { endOtherSessions } from "./auth/password-change.ts";
import { authRateLimiter } from "./auth/rate-limit.ts";
import { authRequestChecks } from "./auth/request-checks.ts";
import { signupWithoutEnumeration } from "./auth/signup.ts";
import { tokenGuard } from "./auth/token-guard.ts";
import type { StackContext } from "./context.ts";
import { answerUnavailable, unavailableResponse } from "./db/unavailable.ts";
import { createFunctionsService } from "./functions/index.ts";
import { applyApiLimits } from "./http/api-limits.ts";
import { compressResponse } from "./http/compress-response.ts";
import { frontDoor } from "./http/front-door.ts";
import { loopbackOnly } from "./http/host-check.ts";
import { mailboxRoutes } from "./mail/mailbox-routes.ts";
import { mapRestErrors } from "./rest/error-mapping.ts";
import { forwardedRequest } from "./rest/forwarded-request.ts";
import { createStorageService } from "./storage/index.ts";
import { createStaticSite } from "./web/static.ts";
import { postHeadReader } from "./web/post-head.ts";
import { pageRenderer } from "./web/page-render.ts";

/**
 * The API paths whose (JSON) answers are compressed: the Data API only. Auth answers stay as they are: they are
 * small, and with a size threshold a new account's sign-up answer (with its identity, over 1 KiB) would come back
 * compressed where a confirmed account's (no identity) would not, a header that tells the two apart.
 */
const COMPRESSED_API = /^\/rest\/v1(\/|$)/;

export interface Gateway {
  fetch(request: Request, peerAddress: string | null): Promise<Response>;
  /** Once listening: starts the functions workers the browser calls first, when config.functionsPrewarm says so. */
  listening(): void;
  close(): Promise<void>;
}

/**
 * Hosted Supabase's path layout on one origin: /rest/v1 and /auth/v1 from @supabase/lite, and what lite lacks from
 * our own services (auth admin API, storage with RLS, edge functions, mailbox), then the web app with SPA fallback.
 * REST answers are compressed for clients that accept it, as hosted Supabase's edge does (storage downloads
 * stream as stored; the web app's files are compressed, and cached, by the static site).
 */
export function createGateway(ctx: StackContext): Gateway {
  const storage = createStorageService(ctx);
  const functions = createFunctionsService(ctx);
  // Pages rendered with their data read it through this gateway's own Data API, as a visitor (page-render.ts).
  const dataApi = async (request: Request) => router.fetch(request, { peerAddress: null });
  const site = createStaticSite(ctx.config.webDir, {
    anonKey: ctx.keys.anonKey,
    postHead: postHeadReader(ctx.sql),
    ...(ctx.config.webDir ? { renderPage: pageRenderer(ctx.config.webDir, { anonKey: ctx.keys.anonKey, api: dataApi }) } : {}),
  });
  const lite = (request: Request, peerAddress: string | null) => ctx.app.fetch(request, { peerAddress });
  const arrive = frontDoor(ctx.config);
  const tokens = bearerGuard(ctx);

  const limited = authRateLimiter(ctx.config.authRateLimits, ctx.shared);
  const signup = signupWithoutEnumeration(ctx);
  const emails = emailRequests(ctx);
  const router = new Hono<{ Bindings: { peerAddress: string | null } }>();
  applyApiLimits(router, ctx.config.apiLimits);
  router.use("*", tokens.watch);
  router.use("/auth/v1/*", async (c, next) => {
    const refusal = c.req.path.startsWith("/auth/v1/admin") ? undefined : await limited(c.req.raw, c.env.peerAddress);
    if (refusal) return refusal;
    await next();
  });
  router.use("/auth/v1/*", authRequestChecks(ctx));
  router.route("/auth/v1/admin", authAdminRoutes(ctx));
  router.post("/auth/v1/signup", (c) => signup(c.req.raw, () => lite(c.req.raw, c.env.peerAddress)));
  router.post("/auth/v1/token", async (c) => (await tokenGuard(c.req.raw, ctx)) ?? lite(c.req.raw, c.env.peerAddress));
  router.on("POST", ["/auth/v1/recover", "/auth/v1/resend", "/auth/v1/otp", "/auth/v1/magiclink"], (c) => emails(c.req.raw, () => lite(c.req.raw, c.env.peerAddress)));
  router.put("/auth/v1/user", async (c) => {
    const body: unknown = await c.req.raw.clone().json().catch(() => undefined);
    const response = await lite(c.req.raw, c.env.peerAddress);
    const changesPassword = body && typeof body === "object" && "password" in body && typeof body.password === "string";
    if (response.ok && changesPassword) await endOtherSessions(c.req.raw, ctx);
    return response;
  });
  router.all("/auth/v1/*", (c) => lite(c.req.raw, c.env.peerAddress));
  router.all("/rest/v1/*", async (c) => (await tokens.rest(c.req.raw)) ?? mapRestErrors(await answerUnavailable(ctx, c.req.raw, (request) => lite(forwardedRequest(request, c.env.peerAddress), c.env.peerAddress))));
  router.all("/storage/v1/*", async (c) => (await tokens.storage(c.req.raw)) ?? storage(c.req.raw));
  router.all("/functions/v1/*", (c) => functions.handle(c.req.raw, c.env.peerAddress));
  router.use("/mailbox/*", async (c, next) => loopbackOnly(c.req.raw, c.env.peerAddress) ?? next());
  router.route("/mailbox", mailboxRoutes(ctx.mailbox));
  router.all("*", (c) => site(c.req.raw));
  router.onError((error, c) => {
    console.error("[gateway]", error);
    return unavailableResponse(error, c.req.path) ?? Response.json({ code: "500", message: "Internal gateway error" }, { status: 500 });
  });

  return {
    fetch: async (request, peerAddress) => {
      const { refusal, client } = arrive(request, peerAddress);
      if (refusal) return refusal;
      const response = await router.fetch(request, { peerAddress: client });
      return COMPRESSED_API.test(new URL(request.url).pathname) ? compressResponse(request, response) : response;
    },
    listening: () => {
      if (ctx.config.functionsPrewarm) functions.prewarm();
    },
    close: () => functions.close(),
  };
}
