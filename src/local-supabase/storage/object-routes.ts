import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { StackContext } from "../context.ts";
import type { CallerClaims } from "../db/sql.ts";
import type { BlobStore } from "./blob-store.ts";
import { errors } from "./errors.ts";
import { readJsonBody } from "./limits.ts";
import { parseBucketName, parseObjectKey } from "./object-key.ts";
import { deleteObjects, findBucket, findObject, listLevel, renameObject, writeObject, type ObjectRow } from "./objects-sql.ts";
import { signObjectUrl } from "./signing.ts";

/** Shared by the object handlers: the stack, the byte store and a hook to drop cached public metadata. */
export interface ObjectEnv {
  ctx: StackContext;
  store: BlobStore;
  changed(): Promise<void>;
}

async function body<T>(request: Request, schema: z.ZodType<T>): Promise<T> {
  const json = await readJsonBody(request);
  if (json === undefined) throw errors.invalidRequest("Body must be JSON");
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw errors.invalidRequest(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; "));
  return parsed.data;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function fileObject(row: ObjectRow) {
  return {
    name: row.name,
    id: row.id,
    bucket_id: row.bucket_id,
    owner: row.owner,
    owner_id: row.owner_id,
    version: row.version,
    updated_at: iso(row.updated_at),
    created_at: iso(row.created_at),
    last_accessed_at: iso(row.last_accessed_at),
    metadata: row.metadata,
    user_metadata: row.user_metadata,
  };
}

export async function readVisible(env: ObjectEnv, claims: CallerClaims, bucket: string, key: string): Promise<ObjectRow> {
  const row = await env.ctx.sql.asCaller(claims, (tx) => findObject(tx, bucket, key));
  if (!row) throw errors.objectNotFound();
  return row;
}

export async function objectInfo(env: ObjectEnv, claims: CallerClaims, bucket: string, key: string): Promise<Response> {
  const row = await readVisible(env, claims, bucket, key);
  return Response.json({
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: row.metadata?.size ?? null,
    content_type: row.metadata?.mimetype ?? null,
    cache_control: row.metadata?.cacheControl ?? null,
    etag: row.metadata?.eTag ?? null,
    metadata: row.user_metadata,
    last_modified: row.metadata?.lastModified ?? iso(row.updated_at),
    created_at: iso(row.created_at),
  });
}

const listBody = z.object({
  prefix: z.string().default(""),
  limit: z.number().int().min(1).max(1000).default(100),
  offset: z.number().int().min(0).default(0),
  search: z.string().default(""),
  sortBy: z.object({ column: z.string().default("name"), order: z.string().default("asc") }).default({ column: "name", order: "asc" }),
});

export async function listObjects(env: ObjectEnv, claims: CallerClaims, bucket: string, request: Request): Promise<Response> {
  const options = await body(request, listBody);
  const rows = await env.ctx.sql.asCaller(claims, (tx) =>
    listLevel(tx, bucket, { ...options, column: options.sortBy.column, order: options.sortBy.order }),
  );
  return Response.json(
    rows.map((row) => ({
      name: row.name,
      id: row.id,
      updated_at: iso(row.updated_at),
      created_at: iso(row.created_at),
      last_accessed_at: iso(row.last_accessed_at),
      metadata: row.metadata,
    })),
  );
}

/** Bulk remove: deletes the rows the caller's RLS lets it delete, then their files; returns the removed objects. */
export async function removeObjects(env: ObjectEnv, claims: CallerClaims, bucket: string, request: Request): Promise<Response> {
  const { prefixes } = await body(request, z.object({ prefixes: z.array(z.string()).min(1).max(1000) }));
  const names = prefixes.map((name) => parseObjectKey(encodeURIComponent(name)));
  const removed = await env.ctx.sql.asCaller(claims, (tx) => deleteObjects(tx, bucket, names));
  await env.changed();
  await Promise.all(removed.map((row) => env.store.remove(row.version)));
  return Response.json(removed.map(fileObject));
}

export async function removeObject(env: ObjectEnv, claims: CallerClaims, bucket: string, key: string): Promise<Response> {
  const removed = await env.ctx.sql.asCaller(claims, (tx) => deleteObjects(tx, bucket, [key]));
  if (removed.length === 0) throw errors.objectNotFound();
  await env.changed();
  await Promise.all(removed.map((row) => env.store.remove(row.version)));
  return Response.json({ message: "Successfully deleted" });
}

const moveBody = z.object({
  bucketId: z.string(),
  sourceKey: z.string(),
  destinationKey: z.string(),
  destinationBucket: z.string().optional(),
});

async function moveTarget(request: Request) {
  const input = await body(request, moveBody);
  const from = { bucket: parseBucketName(encodeURIComponent(input.bucketId)), name: parseObjectKey(encodeURIComponent(input.sourceKey)) };
  const to = {
    bucket: parseBucketName(encodeURIComponent(input.destinationBucket ?? input.bucketId)),
    name: parseObjectKey(encodeURIComponent(input.destinationKey)),
  };
  return { from, to };
}

export async function moveObject(env: ObjectEnv, claims: CallerClaims, request: Request): Promise<Response> {
  const { from, to } = await moveTarget(request);
  const moved = await env.ctx.sql.asCaller(claims, (tx) => renameObject(tx, from, to));
  if (moved === 0) throw errors.objectNotFound();
  await env.changed();
  return Response.json({ message: "Successfully moved" });
}

export async function copyObject(env: ObjectEnv, claims: CallerClaims, request: Request): Promise<Response> {
  const { from, to } = await moveTarget(request);
  const source = await readVisible(env, claims, from.bucket, from.name);
  if (!source.version || !source.metadata) throw errors.objectNotFound();
  if (!(await findBucket(env.ctx.sql, to.bucket))) throw errors.bucketNotFound();
  const blob = await env.store.duplicate(source.version);
  await blob.finish();
  const id = randomUUID();
  try {
    await env.ctx.sql.asCaller(claims, async (tx) => {
      const object = { id, bucket: to.bucket, name: to.name, owner: claims.sub, version: blob.version };
      await writeObject(tx, { ...object, metadata: source.metadata!, userMetadata: source.user_metadata ?? undefined }, false);
      await blob.commit();
    });
  } catch (error) {
    await blob.discard();
    await env.store.remove(blob.version);
    throw error;
  }
  await env.changed();
  return Response.json({ Id: id, Key: `${to.bucket}/${to.name}` });
}

const expiresIn = z.number().int().positive();

export async function signOne(env: ObjectEnv, claims: CallerClaims, bucket: string, key: string, request: Request): Promise<Response> {
  const input = await body(request, z.object({ expiresIn }));
  await readVisible(env, claims, bucket, key);
  return Response.json({ signedURL: await signObjectUrl(env.ctx.keys.jwtSecret, bucket, key, input.expiresIn) });
}

export async function signMany(env: ObjectEnv, claims: CallerClaims, bucket: string, request: Request): Promise<Response> {
  const input = await body(request, z.object({ expiresIn, paths: z.array(z.string()).min(1).max(1000) }));
  const visible = await env.ctx.sql.asCaller(claims, (tx) =>
    tx.query<{ name: string }>("select name from storage.objects where bucket_id = $1 and name in (select jsonb_array_elements_text($2::text::jsonb))", [
      bucket,
      JSON.stringify(input.paths),
    ]),
  );
  const found = new Set(visible.map((row) => row.name));
  const results = await Promise.all(
    input.paths.map(async (path) =>
      found.has(path)
        ? { error: null, path, signedURL: await signObjectUrl(env.ctx.keys.jwtSecret, bucket, path, input.expiresIn) }
        : { error: "Either the object does not exist or you do not have access to it", path, signedURL: null },
    ),
  );
  return Response.json(results);
}
