// Content types of the files a web build contains, by extension: one table for the gateway that serves the web
// app and the desktop app's app:// protocol.
const STATIC_CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};

/** The Content-Type for a built file, from its extension (any case); unknown ones are opaque bytes. */
export function staticContentType(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  const slash = Math.max(fileName.lastIndexOf("/"), fileName.lastIndexOf("\\"));
  const ext = dot > slash + 1 ? fileName.slice(dot).toLowerCase() : ""; // as path.extname: ".env" has none
  return STATIC_CONTENT_TYPES[ext] ?? "application/octet-stream";
}
