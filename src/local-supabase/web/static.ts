import fs from "node:fs";
import path from "node:path";
import { webSecurityHeaders } from "./security-headers.ts";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

/**
 * Serves the built web app from `root` with an SPA fallback: any GET that is not a file gets index.html,
 * so client routes (and the 404 page) work on reload. Hashed assets are cached for a year, HTML never.
 */
export function createStaticSite(root: string | undefined, options: { anonKey: string }) {
  const headers = webSecurityHeaders();
  // The keys are made at the stack's first start, after the app was built: the page learns the (public) anon key
  // from a meta tag, and talks to the origin it was served from (src/renderer/src/lib/env.ts).
  const configTags = `<meta name="supabase-anon-key" content="${options.anonKey.replace(/[^\w-]/g, "")}">`;
  return async (request: Request): Promise<Response> => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      return new Response("Method Not Allowed", { status: 405, headers: { allow: "GET, HEAD" } });
    }
    const index = root ? path.join(root, "index.html") : undefined;
    if (!root || !index || !fs.existsSync(index)) {
      return new Response("The web app is not built. Run `npm run build:web` (npm start does it for you).", {
        status: 503,
        headers: { "content-type": "text/plain; charset=utf-8" },
      });
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url).pathname);
    } catch {
      return new Response("Bad Request", { status: 400 });
    }
    const file = path.resolve(root, `.${pathname}`);
    const inside = file.startsWith(`${path.resolve(root)}${path.sep}`);
    const isFile = inside && !pathname.includes("\0") && fs.existsSync(file) && fs.statSync(file).isFile();
    if (!isFile && pathname.startsWith("/assets/")) {
      return new Response("Not Found", { status: 404, headers: { ...headers, "content-type": "text/plain; charset=utf-8" } });
    }
    const target = isFile ? file : index;
    const ext = path.extname(target);
    const immutable = isFile && pathname.startsWith("/assets/");
    const bytes = fs.readFileSync(target);
    const page = target === index ? bytes.toString("utf8").replace(/<head>/i, (head) => `${head}${configTags}`) : bytes;
    const body = request.method === "HEAD" ? null : page;
    return new Response(body, {
      status: 200,
      headers: {
        ...headers,
        "content-type": types[ext] ?? "application/octet-stream",
        "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
      },
    });
  };
}
