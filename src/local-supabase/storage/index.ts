import type { StackContext } from "../context.ts";
import { BlobStore } from "./blob-store.ts";
import { ByteCache } from "./byte-cache.ts";
import { resolveCaller } from "./caller.ts";
import { bucketRoutes } from "./bucket-routes.ts";
import { errorResponse, errors } from "./errors.ts";
import { hasDotSegment, parseBucketAndKey, parseBucketName } from "./object-key.ts";
import {
  copyObject,
  listObjects,
  moveObject,
  objectInfo,
  readVisible,
  removeObject,
  removeObjects,
  signMany,
  signOne,
  type ObjectEnv,
} from "./object-routes.ts";
import { findBucket, referencedVersions } from "./objects-sql.ts";
import { PublicObjectCache } from "./public-cache.ts";
import { withSecurityHeaders } from "./security-headers.ts";
import { serveObject } from "./serve.ts";
import { signUploadUrl, verifySignedUrl, verifyUploadToken } from "./signing.ts";
import { uploadObject } from "./upload.ts";

const PREFIX = "/storage/v1";

/**
 * The request target as the client sent it. @hono/node-server resolves "." and ".." segments while building the
 * Request; the original line is kept on the wrapped Node request, so traversal attempts can still be refused.
 */
function rawTarget(request: Request): string | undefined {
  const key = Object.getOwnPropertySymbols(request).find((symbol) => symbol.description === "incomingKey");
  const incoming = key ? (request as unknown as Record<symbol, { url?: string } | undefined>)[key] : undefined;
  return incoming?.url;
}

type Route = (request: Request, rest: string) => Promise<Response>;

/** Supabase Storage (/storage/v1): storage-js's API, RLS on storage.objects through `asCaller`, bytes under DATA_DIR. */
export function createStorageService(ctx: StackContext): (request: Request) => Promise<Response> {
  const store = new BlobStore(ctx.config.dataDir);
  const cache = new PublicObjectCache();
  const bytes = new ByteCache();
  // A write through any gateway worker drops every worker's public metadata.
  ctx.shared.subscribe("public-objects", () => cache.clear());
  const env: ObjectEnv = {
    ctx,
    store,
    changed: async () => {
      cache.clear();
      await ctx.shared.publish("public-objects");
    },
  };
  const startedAt = Date.now();
  const swept = referencedVersions(ctx.sql)
    .then((versions) => store.sweep(versions, startedAt))
    .catch((error: unknown) => console.error("[storage] sweep failed", error));

  const caller = (request: Request) => resolveCaller(request, ctx);
  const objectRoute = async (request: Request, rest: string) => {
    const { bucket, key } = parseBucketAndKey(rest);
    const claims = await caller(request);
    switch (request.method) {
      case "GET":
      case "HEAD":
        return serveObject(request, store, await readVisible(env, claims, bucket, key), bytes);
      case "POST":
        return uploadObject(ctx, store, request, claims, { bucket, key, upsert: request.headers.get("x-upsert") === "true" }, env.changed);
      case "PUT":
        return uploadObject(ctx, store, request, claims, { bucket, key, upsert: true }, env.changed);
      case "DELETE":
        return removeObject(env, claims, bucket, key);
      default:
        throw errors.routeNotFound(request.method, `/object/${rest}`);
    }
  };

  const routes: Array<[method: string, prefix: string, route: Route]> = [
    ["GET", "/object/public/", async (request, rest) => {
      const { bucket, key } = parseBucketAndKey(rest);
      const found = await cache.get(ctx.sql, bucket, key);
      if (!found.bucketPublic) throw errors.bucketNotFound();
      if (!found.row) throw errors.objectNotFound();
      return serveObject(request, store, found.row, bytes);
    }],
    ["GET", "/object/sign/", async (request, rest) => {
      const { bucket, key } = parseBucketAndKey(rest);
      await verifySignedUrl(ctx.keys.jwtSecret, new URL(request.url).searchParams.get("token"), bucket, key);
      return serveObject(request, store, await readVisible(env, { role: "service_role" }, bucket, key), bytes);
    }],
    ["GET", "/object/authenticated/", async (request, rest) => {
      const { bucket, key } = parseBucketAndKey(rest);
      return serveObject(request, store, await readVisible(env, await caller(request), bucket, key), bytes);
    }],
    ["GET", "/object/info/", async (request, rest) => {
      const { bucket, key } = parseBucketAndKey(rest.replace(/^(authenticated|public)\//, ""));
      return objectInfo(env, await caller(request), bucket, key);
    }],
    ["POST", "/object/list/", async (request, rest) => listObjects(env, await caller(request), parseBucketName(rest), request)],
    ["POST", "/object/move", async (request) => moveObject(env, await caller(request), request)],
    ["POST", "/object/copy", async (request) => copyObject(env, await caller(request), request)],
    ["POST", "/object/sign/", async (request, rest) => {
      if (!rest.includes("/")) return signMany(env, await caller(request), parseBucketName(rest), request);
      const { bucket, key } = parseBucketAndKey(rest);
      return signOne(env, await caller(request), bucket, key, request);
    }],
    ["POST", "/object/upload/sign/", async (request, rest) => {
      const { bucket, key } = parseBucketAndKey(rest);
      const claims = await caller(request);
      if (!(await findBucket(ctx.sql, bucket))) throw errors.bucketNotFound();
      return Response.json({ url: await signUploadUrl(ctx.keys.jwtSecret, bucket, key, claims, request.headers.get("x-upsert") === "true") });
    }],
    ["PUT", "/object/upload/sign/", async (request, rest) => {
      const { bucket, key } = parseBucketAndKey(rest);
      const signed = await verifyUploadToken(ctx.keys.jwtSecret, new URL(request.url).searchParams.get("token"), bucket, key);
      return uploadObject(ctx, store, request, signed.claims, { bucket, key, upsert: signed.upsert }, env.changed);
    }],
    ["DELETE", "/object/", async (request, rest) => {
      if (rest.includes("/")) return objectRoute(request, rest);
      return removeObjects(env, await caller(request), parseBucketName(rest), request);
    }],
    ["*", "/object/", objectRoute],
    ["*", "/bucket", async (request, rest) => bucketRoutes(env, await caller(request), request, rest.split("/").filter(Boolean))],
  ];

  const answer = async (request: Request): Promise<Response> => {
    try {
      await swept;
      const raw = rawTarget(request);
      if (raw && hasDotSegment(raw.split("?")[0]!)) throw errors.invalidKey(raw);
      const url = new URL(request.url);
      const path = url.pathname.startsWith(PREFIX) ? url.pathname.slice(PREFIX.length) : url.pathname;
      const method = request.method === "HEAD" ? "GET" : request.method;
      for (const [routeMethod, prefix, route] of routes) {
        if (routeMethod !== "*" && routeMethod !== method) continue;
        if (prefix.endsWith("/") ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`)) {
          const rest = path.slice(prefix.length);
          return await route(request, prefix.endsWith("/") ? rest : rest.replace(/^\//, ""));
        }
      }
      throw errors.routeNotFound(request.method, path);
    } catch (error) {
      return errorResponse(error);
    }
  };
  return async (request) => withSecurityHeaders(await answer(request));
}
