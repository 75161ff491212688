import { parseMediaType, type MediaType } from "./content-type.ts";
import { readBodyWithin } from "../http/body-limit.ts";
import { errors } from "./errors.ts";
import { matchesSignature } from "./image-signature.ts";
import type { BucketRow } from "./objects-sql.ts";

/** The stack-wide upload limit (Supabase's default global file size limit, 50 MiB). */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

export function sizeLimitOf(bucket: BucketRow): number {
  const own = bucket.file_size_limit === null ? undefined : Number(bucket.file_size_limit);
  return own !== undefined && Number.isFinite(own) && own > 0 ? Math.min(own, GLOBAL_FILE_SIZE_LIMIT) : GLOBAL_FILE_SIZE_LIMIT;
}

/** Supabase Storage refuses a JSON body past its server's (fastify's) default limit, 1 MiB, with 413. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/** A JSON request body (undefined when it is not JSON), refused with 413 past JSON_BODY_LIMIT before it is parsed. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const body = await readBodyWithin(request, JSON_BODY_LIMIT);
  if (!body.ok) throw errors.bodyTooLarge();
  try {
    return JSON.parse(new TextDecoder().decode(body.bytes)) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The upload's content type as one strictly parsed media type (`content-type.ts`), compared whole with the bucket's
 * `allowed_mime_types` (`type/*` wildcards honoured); returns the normalised type to store and serve.
 */
export function acceptedUploadType(bucket: BucketRow, header: string): MediaType {
  const media = parseMediaType(header);
  if (!media) throw errors.invalidMime(header.length > 100 ? `${header.slice(0, 100)}…` : header);
  const allowed = bucket.allowed_mime_types;
  if (!allowed || allowed.length === 0) return media;
  const ok = allowed.some((entry) => {
    const rule = entry.trim().toLowerCase();
    return rule === media.essence || rule === `${media.type}/*`;
  });
  if (!ok) throw errors.invalidMime(media.essence);
  return media;
}

/** Refuses a body whose first bytes are not the image its type claims (types without a known signature pass). */
export function checkSignature(media: MediaType, head: Uint8Array): void {
  if (matchesSignature(media.essence, head) === false) throw errors.contentMismatch(media.essence);
}

/** "5MB", "100 KB", "1048576" → bytes (storage-js sends numbers or such strings). */
export function parseSizeLimit(value: unknown): number | null {
  if (value === undefined || value === null || value === "") return null;
  if (typeof value === "number") return value;
  const match = /^(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?$/i.exec(String(value).trim());
  if (!match) throw errors.invalidRequest(`Invalid file size limit: ${String(value)}`);
  const units: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };
  return Math.round(Number(match[1]) * (units[(match[2] ?? "b").toLowerCase()] ?? 1));
}
