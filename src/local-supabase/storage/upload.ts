import cluster from "node:cluster";
import { randomUUID } from "node:crypto";
import type { StackContext } from "../context.ts";
import { drain } from "../http/body-limit.ts";
import type { CallerClaims } from "../db/sql.ts";
import type { BlobStore, PendingBlob } from "./blob-store.ts";
import { errors } from "./errors.ts";
import type { MediaType } from "./content-type.ts";
import { StreamHead } from "./image-signature.ts";
import { acceptedUploadType, checkSignature, sizeLimitOf } from "./limits.ts";
import { boundaryOf, parseMultipart } from "./multipart.ts";
import { findBucket, findObject, writeObject, type ObjectMetadata } from "./objects-sql.ts";

export interface UploadTarget {
  bucket: string;
  key: string;
  upsert: boolean;
}

/**
 * Test hook: STORAGE_CRASH_POINT=before-commit kills the stack after the rename, before the row commits: in a gateway
 * worker (cluster) the primary first, as a machine losing power would, then this process.
 */
function crashPoint(point: string): void {
  if (process.env.STORAGE_CRASH_POINT !== point) return;
  if (cluster.isWorker) process.kill(process.ppid, "SIGKILL");
  process.kill(process.pid, "SIGKILL");
}

/** Reads a stream without releasing it when the consumer stops early (so the rest can still be drained). */
async function* chunksOf(reader: ReadableStreamDefaultReader<Uint8Array>): AsyncGenerator<Uint8Array> {
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield value;
  }
}

function parseJson(text: string | undefined): Record<string, unknown> | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    throw errors.invalidRequest("metadata must be a JSON object");
  }
}

const maxAge = (value: string | undefined) => (value ? (/^\d+$/.test(value) ? `max-age=${value}` : value) : "no-cache");

/**
 * Streams the body (multipart with storage-js's empty-named file part, or raw) into a temp file, checking the
 * bucket's MIME and size limits and that an image's first bytes are that image, then writes the storage.objects row
 * (with the normalised type) as the caller (RLS decides) and renames the file into place inside that transaction.
 * Returns Storage's `{ Id, Key }`.
 */
export async function uploadObject(
  ctx: StackContext,
  store: BlobStore,
  request: Request,
  claims: CallerClaims,
  target: UploadTarget,
  onChange: () => Promise<void>,
): Promise<Response> {
  const bucket = await findBucket(ctx.sql, target.bucket);
  const reader = request.body?.getReader();
  if (!bucket) {
    await drain(reader);
    throw errors.bucketNotFound();
  }
  const limit = sizeLimitOf(bucket);
  const contentType = request.headers.get("content-type") ?? "";
  let blob: PendingBlob | undefined;
  let renamed = false;
  try {
    let media: MediaType | undefined;
    const head = new StreamHead();
    let cacheControl: string;
    let userMetadata: Record<string, unknown> | undefined;
    if (!reader) throw errors.invalidRequest("Empty request body");
    const boundary = contentType.toLowerCase().startsWith("multipart/form-data") ? boundaryOf(contentType) : undefined;
    if (boundary) {
      const fields: Record<string, string> = {};
      const found = await parseMultipart(chunksOf(reader), boundary, {
        field: (name, value) => void (fields[name] = value),
        fileStart: async (type) => {
          media = acceptedUploadType(bucket, type);
          blob = await store.create(limit);
        },
        fileChunk: (chunk) => {
          head.push(chunk);
          return blob!.write(chunk);
        },
      });
      if (!found || !blob) throw errors.invalidRequest("No file was provided");
      cacheControl = maxAge(fields.cacheControl);
      userMetadata = parseJson(fields.metadata);
    } else {
      media = acceptedUploadType(bucket, contentType || "application/octet-stream");
      const declared = Number(request.headers.get("content-length") ?? 0);
      if (declared > limit) throw errors.tooLarge();
      cacheControl = request.headers.get("cache-control") ?? "no-cache";
      const encoded = request.headers.get("x-metadata");
      userMetadata = encoded ? parseJson(Buffer.from(encoded, "base64").toString("utf8")) : undefined;
      blob = await store.create(limit);
      for await (const chunk of chunksOf(reader)) {
        head.push(chunk);
        await blob.write(chunk);
      }
    }
    if (!media) throw errors.invalidRequest("No file was provided");
    checkSignature(media, head.bytes);
    const pending = blob;
    const { size, eTag } = await pending.finish();
    const now = new Date().toISOString();
    const metadata: ObjectMetadata = { eTag, size, mimetype: media.normalized, cacheControl, lastModified: now, contentLength: size, httpStatusCode: 200 };
    const previous = target.upsert ? (await findObject(ctx.sql, target.bucket, target.key))?.version : undefined;
    const id = await ctx.sql.asCaller(claims, async (tx) => {
      const rowId = await writeObject(
        tx,
        { id: randomUUID(), bucket: target.bucket, name: target.key, owner: claims.sub, metadata, userMetadata, version: pending.version },
        target.upsert,
      );
      await pending.commit();
      renamed = true;
      crashPoint("before-commit");
      return rowId;
    });
    await onChange();
    if (previous && previous !== pending.version) await store.remove(previous);
    return Response.json({ Id: id, Key: `${target.bucket}/${target.key}` });
  } catch (error) {
    if (blob) {
      if (renamed) await store.remove(blob.version);
      else await blob.discard();
    }
    await drain(reader);
    throw error;
  }
}
