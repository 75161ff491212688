/**
 * The raster image types the project stores, with the first bytes each format starts with. An upload declaring
 * one of these must start with its signature; these are also the only types served inline (everything else is
 * served as an attachment).
 */
const bytes = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** Each signature is a list of [offset, expected bytes] that must all match. */
const SIGNATURES: Record<string, Array<Array<[number, number[]]>>> = {
  "image/png": [[[0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]]]],
  "image/jpeg": [[[0, [0xff, 0xd8, 0xff]]]],
  "image/gif": [[[0, bytes("GIF87a")]], [[0, bytes("GIF89a")]]],
  "image/webp": [[[0, bytes("RIFF")], [8, bytes("WEBP")]]],
};
// image/jpg is not registered, but browsers, tools and the post_images bucket use it for JPEG.
SIGNATURES["image/jpg"] = SIGNATURES["image/jpeg"]!;

/** How many leading bytes the checks need. */
export const SIGNATURE_BYTES = 12;

/** True for the types whose signature is known (and which are served inline). */
export function isKnownImageType(essence: string): boolean {
  return Object.hasOwn(SIGNATURES, essence);
}

/** Whether `head` (the first bytes of the body) starts like a file of type `essence`; undefined for other types. */
export function matchesSignature(essence: string, head: Uint8Array): boolean | undefined {
  if (!isKnownImageType(essence)) return undefined;
  return SIGNATURES[essence]!.some((parts) =>
    parts.every(([offset, expected]) => expected.every((byte, i) => head[offset + i] === byte)),
  );
}

/** Keeps the first SIGNATURE_BYTES bytes of a stream as its chunks go by. */
export class StreamHead {
  private readonly buffer = new Uint8Array(SIGNATURE_BYTES);
  private length = 0;

  push(chunk: Uint8Array): void {
    if (this.length >= SIGNATURE_BYTES) return;
    const take = chunk.subarray(0, SIGNATURE_BYTES - this.length);
    this.buffer.set(take, this.length);
    this.length += take.length;
  }

  get bytes(): Uint8Array {
    return this.buffer.subarray(0, this.length);
  }
}
