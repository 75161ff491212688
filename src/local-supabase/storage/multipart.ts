import { errors } from "./errors.ts";

export interface MultipartHandlers {
  /** A text field (cacheControl, metadata, ...). */
  field(name: string, value: string): void;
  /** The first file part: its content type, then its bytes in order (awaited, so writes apply backpressure). */
  fileStart(contentType: string): Promise<void>;
  fileChunk(chunk: Uint8Array): Promise<void>;
}

const CRLF = Buffer.from("\r\n");
const HEADER_END = Buffer.from("\r\n\r\n");
const MAX_HEADER = 16 * 1024;
const MAX_FIELD = 64 * 1024;

export function boundaryOf(contentType: string): string | undefined {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

function parseHeaders(block: string): { name: string | undefined; isFile: boolean; contentType: string } {
  let name: string | undefined;
  let isFile = false;
  let contentType = "application/octet-stream";
  for (const line of block.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === "content-disposition") {
      name = /\bname="([^"]*)"/i.exec(value)?.[1];
      isFile = /\bfilename\*?=/i.test(value);
    } else if (key === "content-type") contentType = value;
  }
  return { name, isFile, contentType };
}

/**
 * Streams a multipart/form-data body without buffering the file: text fields are collected, the first file part
 * (storage-js sends it with an empty name) is handed over chunk by chunk. Later file parts are ignored.
 */
export async function parseMultipart(chunks: AsyncIterable<Uint8Array>, boundary: string, handlers: MultipartHandlers): Promise<boolean> {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  let buffer: Buffer = Buffer.from("\r\n");
  let state = "preamble" as "preamble" | "boundary" | "headers" | "body" | "done";
  let part: { name: string | undefined; isFile: boolean; contentType: string } | undefined;
  let fieldBytes: Buffer[] = [];
  let fileSeen = false;
  let streaming = false;

  const emit = async (bytes: Buffer) => {
    if (bytes.length === 0 || !part) return;
    if (streaming) await handlers.fileChunk(bytes);
    else if (!part.isFile) {
      fieldBytes.push(bytes);
      if (fieldBytes.reduce((n, b) => n + b.length, 0) > MAX_FIELD) throw errors.invalidRequest("multipart field too large");
    }
  };

  const step = async (): Promise<boolean> => {
    if (state === "preamble" || state === "body") {
      const at = buffer.indexOf(delimiter);
      if (at < 0) {
        const keep = Math.min(buffer.length, delimiter.length - 1);
        if (state === "body") await emit(buffer.subarray(0, buffer.length - keep));
        buffer = buffer.subarray(buffer.length - keep);
        return false;
      }
      if (state === "body") {
        await emit(buffer.subarray(0, at));
        if (part && !part.isFile && part.name !== undefined) handlers.field(part.name, Buffer.concat(fieldBytes).toString("utf8"));
        streaming = false;
      }
      buffer = buffer.subarray(at);
      state = "boundary";
      return true;
    }
    if (state === "boundary") {
      if (buffer.length < delimiter.length + 2) return false;
      const after = buffer.subarray(delimiter.length);
      if (after[0] === 0x2d && after[1] === 0x2d) {
        state = "done";
        return false;
      }
      if (!after.subarray(0, 2).equals(CRLF)) throw errors.invalidRequest("Malformed multipart body");
      buffer = after.subarray(2);
      state = "headers";
      return true;
    }
    if (state === "headers") {
      const end = buffer.indexOf(HEADER_END);
      if (end < 0) {
        if (buffer.length > MAX_HEADER) throw errors.invalidRequest("Malformed multipart body");
        return false;
      }
      part = parseHeaders(buffer.subarray(0, end).toString("utf8"));
      buffer = buffer.subarray(end + HEADER_END.length);
      fieldBytes = [];
      if (part.isFile && !fileSeen) {
        fileSeen = true;
        streaming = true;
        await handlers.fileStart(part.contentType);
      }
      state = "body";
      return true;
    }
    return false;
  };

  for await (const value of chunks) {
    buffer = buffer.length ? Buffer.concat([buffer, value]) : Buffer.from(value);
    while (await step());
    if (state === "done") break;
  }
  if (state !== "done") throw errors.invalidRequest("Malformed multipart body");
  return fileSeen;
}
