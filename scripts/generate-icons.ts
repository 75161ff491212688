/**
 * Writes the app's placeholder icons (build/icon.png, icon.ico, icon.icns and build/icons/<size>.png)
 * with no dependency and no network: a blue rounded square with a white house.
 * Run with `node --import tsx scripts/generate-icons.ts`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { deflateSync } from "node:zlib";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** RGBA pixel of the icon at (x, y) for a size × size image. */
function pixel(x: number, y: number, size: number): [number, number, number, number] {
  const u = x / size;
  const v = y / size;
  const r = 0.18;
  const cx = Math.min(Math.max(u, r), 1 - r);
  const cy = Math.min(Math.max(v, r), 1 - r);
  if ((u - cx) ** 2 + (v - cy) ** 2 > r * r) return [0, 0, 0, 0];
  const roof = v >= 0.22 && v <= 0.52 && Math.abs(u - 0.5) <= (v - 0.22) * 1.1;
  const walls = v > 0.5 && v <= 0.8 && u >= 0.24 && u <= 0.76;
  const door = v > 0.6 && u >= 0.44 && u <= 0.56;
  return (roof || walls) && !door ? [255, 255, 255, 255] : [29, 78, 216, 255];
}

export function png(size: number): Buffer {
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) raw.set(pixel(x, y, size), y * (size * 4 + 1) + 1 + x * 4);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), chunk("IHDR", ihdr), chunk("IDAT", deflateSync(raw)), chunk("IEND", Buffer.alloc(0))]);
}

/** ICO with PNG-compressed entries (Windows Vista and later). */
export function ico(sizes: number[]): Buffer {
  const images = sizes.map(png);
  const header = Buffer.alloc(6 + 16 * sizes.length);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(sizes.length, 4);
  let offset = header.length;
  sizes.forEach((size, i) => {
    const entry = 6 + 16 * i;
    header[entry] = size >= 256 ? 0 : size;
    header[entry + 1] = size >= 256 ? 0 : size;
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE((images[i] as Buffer).length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += (images[i] as Buffer).length;
  });
  return Buffer.concat([header, ...images]);
}

/** ICNS with PNG entries: ic07 128, ic08 256, ic09 512, ic10 1024. */
export function icns(): Buffer {
  const entries = ([["ic07", 128], ["ic08", 256], ["ic09", 512], ["ic10", 1024]] as const).map(([type, size]) => {
    const data = png(size);
    const head = Buffer.alloc(8);
    head.write(type, 0, "ascii");
    head.writeUInt32BE(data.length + 8, 4);
    return Buffer.concat([head, data]);
  });
  const body = Buffer.concat(entries);
  const head = Buffer.alloc(8);
  head.write("icns", 0, "ascii");
  head.writeUInt32BE(body.length + 8, 4);
  return Buffer.concat([head, body]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = path.resolve(import.meta.dirname, "../build");
  mkdirSync(path.join(out, "icons"), { recursive: true });
  writeFileSync(path.join(out, "icon.png"), png(1024));
  writeFileSync(path.join(out, "icon.ico"), ico([16, 32, 48, 64, 128, 256]));
  writeFileSync(path.join(out, "icon.icns"), icns());
  for (const size of [16, 32, 48, 64, 128, 256, 512]) writeFileSync(path.join(out, "icons", `${size}x${size}.png`), png(size));
  console.log(`icons written to ${out}`);
}
