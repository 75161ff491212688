/** Body reading with a byte cap (after decompression) and a slow-drip idle timeout. */
import { FetchRefused } from "./policy.ts";

export async function readCapped(body: ReadableStream<Uint8Array> | null, maxBytes: number, idleMs: number, signal: AbortSignal): Promise<Uint8Array> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const aborted = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(new FetchRefused("Timed out"));
    signal.addEventListener("abort", () => reject(new FetchRefused("Timed out")), { once: true });
  });
  aborted.catch(() => undefined);
  try {
    for (;;) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const idle = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new FetchRefused(`Timed out: no data for ${idleMs} ms (slow response)`)), idleMs);
      });
      let step: Awaited<ReturnType<typeof reader.read>>;
      try {
        step = await Promise.race([reader.read(), idle, aborted]);
      } finally {
        clearTimeout(timer);
      }
      if (step.done) break;
      size += step.value.byteLength;
      if (size > maxBytes) throw new FetchRefused(`Refused: body larger than ${maxBytes} bytes`);
      chunks.push(step.value);
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}

const MAGIC: Array<[string, number[]]> = [
  ["PNG", [0x89, 0x50, 0x4e, 0x47]],
  ["JPEG", [0xff, 0xd8, 0xff]],
  ["GIF", [0x47, 0x49, 0x46, 0x38]],
  ["PDF", [0x25, 0x50, 0x44, 0x46]],
  ["ZIP", [0x50, 0x4b, 0x03, 0x04]],
  ["WebP/RIFF", [0x52, 0x49, 0x46, 0x46]],
  ["gzip", [0x1f, 0x8b]],
];

/** Names binary content that claims to be HTML; null when it looks like text. */
export function sniffBinary(bytes: Uint8Array): string | null {
  for (const [name, sig] of MAGIC) if (sig.every((b, i) => bytes[i] === b)) return name;
  const head = bytes.subarray(0, 1024);
  const utf16 = (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
  if (!utf16 && head.includes(0)) return "binary data";
  return null;
}
