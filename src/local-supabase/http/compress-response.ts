import { pipeline, Readable } from "node:stream";
import {
  compressBytes,
  createCompressor,
  isCompressible,
  MIN_COMPRESSED_BYTES,
  negotiateEncoding,
  type ContentEncoding,
} from "./compression.ts";

/** API bodies up to this size are read whole and compressed in one go; longer ones are compressed as they stream. */
export const BUFFERED_BODY_LIMIT = 1024 * 1024;

/** Vary plus Accept-Encoding, keeping what the answer already varies on. */
function varyOnEncoding(headers: Headers): void {
  const vary = headers.get("vary");
  if (!vary) headers.set("vary", "accept-encoding");
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) headers.set("vary", `${vary}, accept-encoding`);
}

/**
 * An answer that goes out as it is, given its Vary in place: the same answer as a copy, without copying its headers
 * and wrapping its body in a new stream (which also made the HTTP server send it as a stream, headers and body in
 * separate writes). Only for an answer that states its Content-Length (lite's answers do; answers without one keep
 * going out as before) and whose headers may change (false for a fetched answer's immutable headers).
 */
function withVary(response: Response): boolean {
  if (!response.headers.has("content-length")) return false;
  try {
    varyOnEncoding(response.headers);
    return true;
  } catch {
    return false;
  }
}

/** Whether an answer states a Content-Length under MIN_COMPRESSED_BYTES. */
function declaredSmall(response: Response): boolean {
  const length = response.headers.get("content-length");
  return length !== null && /^\d+$/.test(length) && Number(length) < MIN_COMPRESSED_BYTES;
}

/** Whether an answer may be re-encoded: a full body of a success or error, not partial, not encoded, not refused. */
function mayCompress(request: Request, response: Response): boolean {
  if (request.method === "HEAD" || !response.body) return false;
  if (response.status < 200 || response.status === 204 || response.status === 206 || response.status === 304) return false;
  if (/^bytes\b/i.test(response.headers.get("content-range") ?? "")) return false;
  return !/\bno-transform\b/i.test(response.headers.get("cache-control") ?? "");
}

/** Reads a body until it ends or passes `limit` bytes: the chunks read, and whether the body ended. */
async function readUpTo(reader: ReadableStreamDefaultReader<Uint8Array>, limit: number): Promise<{ chunks: Uint8Array[]; size: number; ended: boolean }> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size <= limit) {
    const { done, value } = await reader.read();
    if (done) return { chunks, size, ended: true };
    chunks.push(value);
    size += value.byteLength;
  }
  return { chunks, size, ended: false };
}

/** The chunks already read, then the rest of the body, through a streaming compressor. */
function compressStream(chunks: Uint8Array[], reader: ReadableStreamDefaultReader<Uint8Array>, encoding: ContentEncoding): ReadableStream<Uint8Array> {
  async function* body() {
    let ended = false;
    try {
      yield* chunks;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        yield value;
      }
      ended = true;
    } finally {
      if (!ended) await reader.cancel().catch(() => undefined);
    }
  }
  const compressed = pipeline(Readable.from(body()), createCompressor(encoding), () => undefined);
  return Readable.toWeb(compressed) as ReadableStream<Uint8Array>;
}

/**
 * An API answer (REST) brotli- or gzip-compressed for a client that accepts it, as hosted Supabase's edge does.
 * Text bodies under MIN_COMPRESSED_BYTES go out as they are; bodies up to `bufferLimit` are compressed whole (with
 * their Content-Length), longer ones as they stream. Already-encoded, partial (206, byte Content-Range), HEAD, 204
 * and 304 answers and `Cache-Control: no-transform` pass untouched. Every compressible answer says Vary: Accept-Encoding.
 */
export async function compressResponse(request: Request, response: Response, bufferLimit = BUFFERED_BODY_LIMIT): Promise<Response> {
  if (response.headers.has("content-encoding") || !isCompressible(response.headers.get("content-type") ?? "")) return response;
  // The client's Accept-Encoding first: mayCompress reads the body, which turns the HTTP server's light answer into
  // a full Fetch Response that it then sends as a stream.
  // An answer whose Content-Length is under the threshold stays as it is without its body being read.
  const accepted = negotiateEncoding(request.headers.get("accept-encoding"));
  const encoding = accepted && !declaredSmall(response) && mayCompress(request, response) ? accepted : null;
  if (!encoding && withVary(response)) return response;
  const headers = new Headers(response.headers);
  varyOnEncoding(headers);
  const init = { status: response.status, statusText: response.statusText, headers };
  if (!encoding || !response.body) return new Response(response.body, init);

  const reader = response.body.getReader();
  const { chunks, size, ended } = await readUpTo(reader, bufferLimit);
  if (ended && size < MIN_COMPRESSED_BYTES) {
    headers.set("content-length", String(size));
    return new Response(new Uint8Array(Buffer.concat(chunks, size)), init);
  }
  headers.set("content-encoding", encoding);
  const etag = headers.get("etag");
  if (etag && !etag.startsWith("W/")) headers.set("etag", `W/${etag}`);
  if (!ended) {
    headers.delete("content-length");
    return new Response(compressStream(chunks, reader, encoding), init);
  }
  const body = await compressBytes(Buffer.concat(chunks, size), encoding);
  headers.set("content-length", String(body.length));
  return new Response(new Uint8Array(body), init);
}
