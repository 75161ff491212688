/** Charset detection (BOM, Content-Type header, <meta> prescan, UTF-8 validity) and decoding. */

export type Decoded = { text: string; charset: string; via: string };

function bomCharset(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return "utf-8";
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  return null;
}

export function headerCharset(contentType: string | null | undefined): string | null {
  const m = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType ?? "");
  return m?.[1] ? m[1].toLowerCase() : null;
}

function metaCharset(bytes: Uint8Array): string | null {
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 4096));
  const m = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head);
  return m?.[1] ? m[1].toLowerCase() : null;
}

// 0x80-0x9F of windows-1252 (some runtimes decode the label as ISO-8859-1, so it is done here by table).
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

export function decodeWindows1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  const CHUNK = 8192;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const slice = bytes.subarray(start, start + CHUNK);
    const codes = new Uint16Array(slice.length);
    for (let i = 0; i < slice.length; i++) {
      const b = slice[i] ?? 0;
      codes[i] = b >= 0x80 && b <= 0x9f ? (CP1252_HIGH[b - 0x80] ?? b) : b;
    }
    parts.push(String.fromCharCode(...codes));
  }
  return parts.join("");
}

function decodeAs(enc: string, bytes: Uint8Array): string {
  return enc === "windows-1252" ? decodeWindows1252(bytes) : new TextDecoder(enc).decode(bytes);
}

function supported(label: string): string | null {
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return null;
  }
}

function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const hasHighBytes = (bytes: Uint8Array): boolean => bytes.some((b) => b >= 0x80);

/**
 * Decoding order: BOM, then the header, then <meta charset>, else UTF-8 when valid, else windows-1252.
 * A single-byte charset declared for bytes that are valid multi-byte UTF-8 is treated as a wrong header.
 */
export function decodeHtml(bytes: Uint8Array, contentType?: string | null): Decoded {
  const bom = bomCharset(bytes);
  if (bom) return { text: new TextDecoder(bom).decode(bytes), charset: bom, via: "BOM" };
  const declared: Array<[string | null, string]> = [
    [headerCharset(contentType), "header"],
    [metaCharset(bytes), "meta"],
  ];
  for (const [label, via] of declared) {
    const enc = label ? supported(label) : null;
    if (!enc) continue;
    if (enc !== "utf-8" && !enc.startsWith("utf-16") && hasHighBytes(bytes) && isUtf8(bytes)) {
      return { text: new TextDecoder("utf-8").decode(bytes), charset: "utf-8", via: `UTF-8 detected despite ${via} ${label}` };
    }
    if (enc === "utf-8" && !isUtf8(bytes)) {
      return { text: decodeWindows1252(bytes), charset: "windows-1252", via: `invalid UTF-8 despite ${via}` };
    }
    return { text: decodeAs(enc, bytes), charset: enc, via };
  }
  if (isUtf8(bytes)) return { text: new TextDecoder("utf-8").decode(bytes), charset: "utf-8", via: "default" };
  return { text: decodeWindows1252(bytes), charset: "windows-1252", via: "fallback" };
}
