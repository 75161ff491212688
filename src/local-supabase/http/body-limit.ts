import type { MiddlewareHandler } from "hono";

/** A request's body read into memory, or how it went over the limit (and whether the rest was read to its end). */
export type BoundedBody = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; declared: number | undefined; drained: boolean };

/** How much of a refused body is still read and dropped, so a client that is still sending gets the answer. */
export const DRAIN_LIMIT = 256 * 1024 * 1024;

/**
 * Reads what the client still sends and drops it (at most `limit` bytes), so an early refusal reaches the client as a
 * response rather than a connection reset. True when the body was read to its end.
 */
export async function drain(reader: ReadableStreamDefaultReader<Uint8Array> | undefined, limit = DRAIN_LIMIT): Promise<boolean> {
  if (!reader) return true;
  try {
    let total = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel();
        return false;
      }
    }
  } catch {
    return false; // the client went away
  }
}

/**
 * Reads `request`'s body into memory, at most `maxBytes` of it. Past the limit (a Content-Length over it, or a chunked
 * body that grows past it) nothing more is kept: the rest is drained and dropped.
 */
export async function readBodyWithin(request: Request, maxBytes: number): Promise<BoundedBody> {
  const header = request.headers.get("content-length");
  const declared = header !== null && /^\d+$/.test(header) ? Number(header) : undefined;
  const reader = request.body?.getReader();
  if (declared !== undefined && declared > maxBytes) return { ok: false, declared, drained: await drain(reader) };
  if (!reader) return { ok: true, bytes: new Uint8Array(0) };
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) return { ok: false, declared, drained: await drain(reader) };
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

/**
 * Refuses a request body over `maxBytes` with `tooLarge()` (413) before anything parses it, keeping none of it in
 * memory; a body within the limit is handed on in memory. Requests without a body (GET, HEAD) pass untouched.
 */
export function bodyLimit(maxBytes: number, tooLarge: (maxBytes: number) => Response): MiddlewareHandler {
  return async (c, next) => {
    const request = c.req.raw;
    if (request.method === "GET" || request.method === "HEAD" || !request.body) return next();
    const body = await readBodyWithin(request, maxBytes);
    if (!body.ok) {
      const refusal = tooLarge(maxBytes);
      // Not read to its end: the connection closes after the answer instead of being reused.
      if (!body.drained) refusal.headers.set("connection", "close");
      return refusal;
    }
    c.req.raw = new Request(request, { body: body.bytes });
    return next();
  };
}

const tooLargeDetails = (maxBytes: number) => `The request body is larger than ${maxBytes} bytes.`;

/** 413 in PostgREST's error shape (PostgREST itself has no body limit: the code is the HTTP status). */
export const restBodyTooLarge = (maxBytes: number) =>
  Response.json({ code: "413", details: tooLargeDetails(maxBytes), hint: "Send fewer rows per request.", message: "Request body too large" }, { status: 413 });

/** 413 in Supabase Auth's error shape. */
export const authBodyTooLarge = (maxBytes: number) =>
  Response.json({ code: 413, error_code: "request_too_large", msg: `Request body too large: ${tooLargeDetails(maxBytes)}` }, { status: 413 });

/** 413 in the edge functions gateway's error shape (as its NOT_FOUND, BOOT_ERROR, WORKER_TIMEOUT). */
export const functionsBodyTooLarge = (maxBytes: number) =>
  Response.json({ code: "PAYLOAD_TOO_LARGE", message: `Request body too large: ${tooLargeDetails(maxBytes)}` }, { status: 413 });
