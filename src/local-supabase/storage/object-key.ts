import { errors } from "./errors.ts";

// Supabase Storage's allowed characters for object keys and bucket names (ASCII only, no '%' or '\').
const KEY_CHARS = /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;
const BUCKET_CHARS = /^(\w|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;

function decode(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * Decodes (once) and checks an object key: Storage's character set (which already refuses '%', '\', NUL and any
 * non-ASCII look-alike such as U+FF0E), no empty, '.' or '..' segment, no leading '/', at most 1024 characters.
 */
export function parseObjectKey(raw: string): string {
  const key = decode(raw);
  if (key === undefined || key.length === 0 || key.length > 1024 || !KEY_CHARS.test(key)) throw errors.invalidKey(raw);
  if (key.split("/").some((segment) => segment === "" || segment === "." || segment === "..")) throw errors.invalidKey(raw);
  return key;
}

export function parseBucketName(raw: string): string {
  const name = decode(raw);
  if (!name || name.length > 100 || !BUCKET_CHARS.test(name) || name === "." || name === "..") throw errors.invalidBucket(raw);
  return name;
}

/** A raw request target that still holds dot segments (the URL parser would silently resolve them). */
export function hasDotSegment(rawPath: string): boolean {
  return rawPath.split("/").some((segment) => /^(\.|%2e){1,2}$/i.test(segment));
}

/** Splits "bucket/some/key" (still percent-encoded) into a checked bucket name and key. */
export function parseBucketAndKey(rest: string): { bucket: string; key: string } {
  const slash = rest.indexOf("/");
  if (slash <= 0) throw errors.invalidKey(rest);
  return { bucket: parseBucketName(rest.slice(0, slash)), key: parseObjectKey(rest.slice(slash + 1)) };
}
