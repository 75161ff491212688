import { readFile } from "node:fs/promises";
import path from "node:path";
import { staticContentType } from "@shared/http/static-content-types.ts";

export const APP_SCHEME = "app";
export const APP_HOST = "bundle";
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

export function isAppUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return url.protocol === `${APP_SCHEME}:` && url.host === APP_HOST;
  } catch {
    return false;
  }
}

/**
 * Maps app://bundle/<path> to a file under `root`, or null when the request tries to leave it
 * (../, encoded ../, backslashes, NUL, another host). Paths without an extension are client-side
 * routes and get index.html.
 */
export function resolveAppAsset(root: string, requestUrl: string): string | null {
  if (!isAppUrl(requestUrl)) return null;
  const rawPath = new URL(requestUrl).pathname;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (decoded.includes("\0") || decoded.includes("\\")) return null;
  if (decoded.split("/").includes("..")) return null;
  const base = path.resolve(root);
  const relative = path.posix.extname(decoded) === "" ? "index.html" : decoded.replace(/^\/+/, "");
  const file = path.resolve(base, relative);
  if (file !== base && !file.startsWith(base + path.sep)) return null;
  return file;
}

export interface BackendConfig {
  supabaseUrl: string;
  anonKey: string | null;
}

const attribute = (value: string) => value.replace(/[^\w\-.:/]/g, "");

/** Fills the renderer's `<meta name="supabase-url|supabase-anon-key">` (see src/renderer/src/lib/env.ts). */
export function injectBackendConfig(html: string, config: BackendConfig): string {
  return html
    .replace(/<meta name="supabase-url" content="[^"]*"\s*\/?>/, `<meta name="supabase-url" content="${attribute(config.supabaseUrl)}" />`)
    .replace(/<meta name="supabase-anon-key" content="[^"]*"\s*\/?>/, `<meta name="supabase-anon-key" content="${attribute(config.anonKey ?? "")}" />`);
}

export interface AppProtocolOptions {
  contentSecurityPolicy: () => string;
  backendConfig: () => Promise<BackendConfig>;
}

/** The handler given to `protocol.handle(APP_SCHEME, ...)`; plain Request → Response, testable in Node. */
export function createAppProtocolHandler(root: string, options: AppProtocolOptions) {
  return async (request: Request): Promise<Response> => {
    if (request.method !== "GET" && request.method !== "HEAD") return new Response(null, { status: 405 });
    const file = resolveAppAsset(root, request.url);
    if (file === null) return new Response("Forbidden", { status: 403 });
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch {
      return new Response("Not found", { status: 404 });
    }
    const headers = new Headers({
      "Content-Type": staticContentType(file),
      "X-Content-Type-Options": "nosniff",
      "Cross-Origin-Opener-Policy": "same-origin",
    });
    if (file.endsWith(".html")) {
      headers.set("Content-Security-Policy", options.contentSecurityPolicy());
      body = Buffer.from(injectBackendConfig(body.toString("utf8"), await options.backendConfig()), "utf8");
    }
    return new Response(request.method === "HEAD" ? null : new Uint8Array(body), { status: 200, headers });
  };
}
