import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { boundaryOf, parseMultipart } from "./multipart.ts";

async function encode(form: FormData): Promise<{ body: Uint8Array; boundary: string }> {
  const response = new Response(form);
  const boundary = boundaryOf(response.headers.get("content-type") ?? "");
  if (!boundary) throw new Error("no boundary");
  return { body: new Uint8Array(await response.arrayBuffer()), boundary };
}

async function* inPieces(body: Uint8Array, cuts: number[]): AsyncGenerator<Uint8Array> {
  let start = 0;
  for (const cut of [...new Set(cuts.map((c) => c % (body.length + 1)))].sort((a, b) => a - b)) {
    yield body.subarray(start, cut);
    start = cut;
  }
  yield body.subarray(start);
}

async function parse(body: Uint8Array, boundary: string, cuts: number[]) {
  const fields: Record<string, string> = {};
  const chunks: Buffer[] = [];
  let type: string | undefined;
  const found = await parseMultipart(inPieces(body, cuts), boundary, {
    field: (name, value) => void (fields[name] = value),
    fileStart: async (contentType) => void (type = contentType),
    fileChunk: async (chunk) => void chunks.push(Buffer.from(chunk)),
  });
  return { found, fields, type, file: Buffer.concat(chunks) };
}

describe("parseMultipart", () => {
  it("reads storage-js's form (cacheControl, metadata, empty-named file) however the bytes are split", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 3000 }), fc.array(fc.nat(), { maxLength: 12 }), async (bytes, cuts) => {
        const form = new FormData();
        form.append("cacheControl", "3600");
        form.append("metadata", JSON.stringify({ a: "é\r\n--x" }));
        form.append("", new Blob([bytes], { type: "image/png" }));
        const { body, boundary } = await encode(form);
        const parsed = await parse(body, boundary, cuts);
        expect(parsed.found).toBe(true);
        expect(parsed.fields).toEqual({ cacheControl: "3600", metadata: JSON.stringify({ a: "é\r\n--x" }) });
        expect(parsed.type).toBe("image/png");
        expect(parsed.file.equals(Buffer.from(bytes))).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it("keeps bytes that look like the boundary inside the file", async () => {
    const form = new FormData();
    form.append("", new Blob(["start\r\n--not-the-boundary\r\nend"], { type: "text/plain" }));
    const { body, boundary } = await encode(form);
    const parsed = await parse(body, boundary, [10, 11, 12, 13]);
    expect(parsed.file.toString()).toBe("start\r\n--not-the-boundary\r\nend");
  });

  it("reports a form without a file and rejects a truncated body", async () => {
    const form = new FormData();
    form.append("cacheControl", "60");
    const { body, boundary } = await encode(form);
    expect((await parse(body, boundary, [])).found).toBe(false);
    await expect(parse(body.subarray(0, body.length - 10), boundary, [])).rejects.toThrow("Malformed multipart body");
  });

  it("finds quoted and unquoted boundaries", () => {
    expect(boundaryOf('multipart/form-data; boundary="a b"')).toBe("a b");
    expect(boundaryOf("multipart/form-data; boundary=----x1")).toBe("----x1");
    expect(boundaryOf("text/plain")).toBeUndefined();
  });
});
