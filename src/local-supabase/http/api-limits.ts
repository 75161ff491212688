import type { Hono } from "hono";
import type { StackConfig } from "../config.ts";
import { refuseDeepEmbedding } from "../rest/embed-depth.ts";
import { authBodyTooLarge, bodyLimit, functionsBodyTooLarge, restBodyTooLarge } from "./body-limit.ts";

/**
 * What one request may ask of the stack, checked before any service reads it: request bodies of the Data API, Auth
 * and edge functions within `maxBodyBytes` (413 otherwise, before parsing), and Data API selects nested at most
 * `maxEmbedDepth` embedded resources deep (400). Storage uploads have their own per-bucket limits (storage/limits.ts).
 * Time is bounded in the database: each API role's statement_timeout (db/platform.sql, db/role-settings.ts).
 */
export function applyApiLimits<E extends object>(router: Hono<E>, limits: StackConfig["apiLimits"]): void {
  router.use("/rest/v1/*", async (c, next) => refuseDeepEmbedding(new URL(c.req.url), limits.maxEmbedDepth) ?? next());
  router.use("/rest/v1/*", bodyLimit(limits.maxBodyBytes, restBodyTooLarge));
  router.use("/auth/v1/*", bodyLimit(limits.maxBodyBytes, authBodyTooLarge));
  router.use("/functions/v1/*", bodyLimit(limits.maxBodyBytes, functionsBodyTooLarge));
}
