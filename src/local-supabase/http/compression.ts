import { promisify } from "node:util";
import zlib from "node:zlib";

export type ContentEncoding = "br" | "gzip";

/** Bodies smaller than this go out as they are: a compressed frame would save next to nothing. */
export const MIN_COMPRESSED_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text types worth compressing (JSON in all its PostgREST flavours too); images and fonts are compressed already. */
export function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(json|javascript|manifest\+json|[\w.+-]+\+json)|image\/svg\+xml)/.test(contentType);
}

/**
 * The encoding to answer with for an Accept-Encoding header: brotli when the client takes it, else gzip, else none.
 * `q=0` refuses an encoding; `*` stands for any encoding not named.
 */
export function negotiateEncoding(acceptEncoding: string | null): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (name: ContentEncoding) => (weights.get(name) ?? weights.get("*") ?? 0) > 0;
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return null;
}

/**
 * Brotli at quality 5: close to the best ratio for JavaScript and JSON at a small fraction of quality 11's time.
 * Asynchronous (zlib's thread pool), so the gateway keeps answering meanwhile.
 */
const brotliOptions = (sizeHint: number): zlib.BrotliOptions => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, ...(sizeHint > 0 ? { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}) },
});
const GZIP_LEVEL = 6;

/** A whole body compressed in one go. */
export function compressBytes(bytes: Uint8Array, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === "br" ? brotli(bytes, brotliOptions(bytes.length)) : gzip(bytes, { level: GZIP_LEVEL });
}

/** A streaming compressor with the same settings, for bodies too large to hold in memory. */
export function createCompressor(encoding: ContentEncoding): zlib.BrotliCompress | zlib.Gzip {
  return encoding === "br" ? zlib.createBrotliCompress(brotliOptions(0)) : zlib.createGzip({ level: GZIP_LEVEL });
}

/**
 * Compressed bodies kept by key (file path, size and modification time), so each file is compressed once per
 * encoding however many requests ask for it.
 */
export function createCompressionCache(maxEntries = 500) {
  const cache = new Map<string, Promise<Buffer>>();
  return (key: string, bytes: Buffer, encoding: ContentEncoding): Promise<Buffer> => {
    const id = `${encoding}:${key}`;
    let hit = cache.get(id);
    if (!hit) {
      hit = compressBytes(bytes, encoding);
      hit.catch(() => cache.delete(id));
      if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string);
      cache.set(id, hit);
    }
    return hit;
  };
}
