import fs from "node:fs";
import fsp from "node:fs/promises";
import { Readable } from "node:stream";
import type { BlobStore } from "./blob-store.ts";
import type { ByteCache } from "./byte-cache.ts";
import { parseMediaType } from "./content-type.ts";
import { errors } from "./errors.ts";
import { isKnownImageType } from "./image-signature.ts";
import type { ObjectRow } from "./objects-sql.ts";

/** Objects up to this size are read in one go (fast for images); larger ones are streamed (memory stays flat). */
const READ_WHOLE_LIMIT = 1024 * 1024;

function parseRange(header: string, size: number): { start: number; end: number } | "invalid" | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined; // multiple or unknown ranges: serve the whole object, as S3 does
  const [, from = "", to = ""] = match;
  if (from === "" && to === "") return "invalid";
  let start: number;
  let end: number;
  if (from === "") {
    const suffix = Number(to);
    if (suffix === 0) return "invalid";
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(from);
    end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start >= size || start > end) return "invalid";
  return { start, end };
}

async function readSlice(file: string, start: number, length: number): Promise<Uint8Array<ArrayBuffer>> {
  if (start === 0) {
    const whole = await fsp.readFile(file);
    return (length === whole.length ? whole : whole.subarray(0, length)) as Uint8Array<ArrayBuffer>;
  }
  const handle = await fsp.open(file, "r");
  try {
    const buffer = Buffer.allocUnsafe(length);
    const { bytesRead } = await handle.read(buffer, 0, length, start);
    return buffer.subarray(0, bytesRead) as Uint8Array<ArrayBuffer>;
  } finally {
    await handle.close();
  }
}

function etagMatches(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const t = tag.trim().replace(/^W\//, "");
    return t === "*" || t === etag;
  });
}

/**
 * The type an object is served with: its stored type, normalised; a stored type that does not parse (a row written
 * before uploads were checked) is served as bytes. Only the image types whose bytes were checked show inline.
 */
export function servedType(stored: string | undefined): { contentType: string; inline: boolean } {
  const media = stored === undefined ? undefined : parseMediaType(stored);
  if (!media) return { contentType: "application/octet-stream", inline: false };
  return { contentType: media.normalized, inline: isKnownImageType(media.essence) };
}

/** Answers a download with Storage's headers: content type, ETag, Last-Modified, Cache-Control, ranges, 304. */
export async function serveObject(request: Request, store: BlobStore, row: ObjectRow, cache?: ByteCache): Promise<Response> {
  if (!row.version) throw errors.objectNotFound();
  const file = store.pathOf(row.version);
  const cached = cache?.get(row.version);
  const size = cached ? cached.byteLength : (await fsp.stat(file).catch(() => undefined))?.size;
  if (size === undefined) throw errors.objectNotFound();
  const meta = row.metadata;
  const etag = meta?.eTag ?? `"${row.version}"`;
  const lastModified = new Date(meta?.lastModified ?? row.updated_at).toUTCString();
  const served = servedType(meta?.mimetype);
  const headers = new Headers({
    "content-type": served.contentType,
    "cache-control": meta?.cacheControl ?? "no-cache",
    etag,
    "last-modified": lastModified,
    "accept-ranges": "bytes",
  });
  const url = new URL(request.url);
  const download = url.searchParams.get("download");
  if (download !== null || !served.inline) {
    const filename = download || row.name.split("/").pop() || "download";
    headers.set("content-disposition", `attachment; filename="${encodeURIComponent(filename)}"; filename*=UTF-8''${encodeURIComponent(filename)}`);
  }
  const ifModifiedSince = request.headers.get("if-modified-since");
  const notModified = request.headers.has("if-none-match")
    ? etagMatches(request.headers.get("if-none-match"), etag)
    : ifModifiedSince !== null && Date.parse(ifModifiedSince) >= Date.parse(lastModified);
  if (notModified) return new Response(null, { status: 304, headers });

  let start = 0;
  let end = size - 1;
  let status = 200;
  const rangeHeader = request.headers.get("range");
  if (rangeHeader) {
    const range = parseRange(rangeHeader, size);
    if (range === "invalid") {
      headers.set("content-range", `bytes */${size}`);
      const error = errors.rangeNotSatisfiable();
      return Response.json({ statusCode: "416", error: error.code, message: error.message }, { status: 416, headers: { "content-range": `bytes */${size}` } });
    }
    if (range) {
      ({ start, end } = range);
      status = 206;
      headers.set("content-range", `bytes ${start}-${end}/${size}`);
    }
  }
  const length = Math.max(0, end - start + 1);
  headers.set("content-length", String(length));
  if (request.method === "HEAD") return new Response(null, { status, headers });
  if (cached) return new Response(length === size ? cached : cached.slice(start, end + 1), { status, headers });
  if (cache && size <= cache.maxEntryBytes) {
    const whole = await readSlice(file, 0, size);
    cache.set(row.version, whole);
    return new Response(length === size ? whole : whole.slice(start, end + 1), { status, headers });
  }
  if (length <= READ_WHOLE_LIMIT) return new Response(await readSlice(file, start, length), { status, headers });
  const stream = fs.createReadStream(file, { start, end, highWaterMark: 256 * 1024 });
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, { status, headers });
}
