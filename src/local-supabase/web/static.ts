import fs from "node:fs";
import path from "node:path";
import { compressBytes, createCompressionCache, isCompressible, MIN_COMPRESSED_BYTES, negotiateEncoding } from "../http/compression.ts";
import { staticContentType } from "@shared/http/static-content-types.ts";
import { webSecurityHeaders } from "./security-headers.ts";
import { withPostHead, withPostTags, type postHeadReader } from "./post-head.ts";
import type { pageRenderer } from "./page-render.ts";
import { localeOfPath } from "@shared/i18n/locales.ts";

/**
 * Serves the built web app from `root` with an SPA fallback: any GET that is not a file gets the app shell, so
 * client routes (and the 404 page) work on reload. Pages the build prerendered (`/` as index.html, `/residential`
 * as residential/index.html, ...) are served for their own path; every other route gets `app.html` (the
 * prerendered frame without a page), or index.html for builds without it. Hashed assets are cached for a year,
 * HTML never; text is sent brotli- or gzip-compressed to clients that accept it. A public post's page (/post/{id},
 * /fr/post/{id}) gets its title, description and link-preview tags in the HTML (`postHead`, post-head.ts), for
 * crawlers that run no script. A category page, a search and a listing come rendered with their first data when the
 * build left its page renderer (`renderPage`, page-render.ts), so their first cards paint before any script runs.
 */
export function createStaticSite(
  root: string | undefined,
  options: { anonKey: string; postHead?: ReturnType<typeof postHeadReader>; renderPage?: ReturnType<typeof pageRenderer> },
) {
  const headers = webSecurityHeaders();
  // The keys are made at the stack's first start, after the app was built: the page learns the (public) anon key
  // from a meta tag, and talks to the origin it was served from (src/renderer/src/lib/env.ts).
  const configTags = `<meta name="supabase-anon-key" content="${options.anonKey.replace(/[^\w-]/g, "")}">`;
  const compressed = createCompressionCache();
  return async (request: Request): Promise<Response> => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      return new Response("Method Not Allowed", { status: 405, headers: { allow: "GET, HEAD" } });
    }
    const base = root ? path.resolve(root) : undefined;
    const index = base ? path.join(base, "index.html") : undefined;
    if (!base || !index || !fs.existsSync(index)) {
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
    const isInsideFile = (file: string) => file.startsWith(`${base}${path.sep}`) && !pathname.includes("\0") && fs.existsSync(file) && fs.statSync(file).isFile();
    const file = path.resolve(base, `.${pathname}`);
    const isFile = isInsideFile(file);
    if (!isFile && pathname.startsWith("/assets/")) {
      return new Response("Not Found", { status: 404, headers: { ...headers, "content-type": "text/plain; charset=utf-8" } });
    }
    const prerendered = path.join(file, "index.html");
    const shell = path.join(base, "app.html");
    const target = isFile ? file : isInsideFile(prerendered) ? prerendered : fs.existsSync(shell) ? shell : index;
    const ext = path.extname(target);
    const contentType = staticContentType(target);
    const immutable = isFile && pathname.startsWith("/assets/");
    const stat = fs.statSync(target);
    const bytes = fs.readFileSync(target);
    // Prerendered pages name their language alternates by path (the build does not know the origin): made absolute.
    const origin = new URL(request.url).origin;
    const isPage = ext === ".html" && !isFile;
    const rendered = isPage && request.method === "GET" ? await options.renderPage?.(request) : null;
    // A post's tags come from the post its render showed (read once); a page not rendered reads the post for them.
    // A failed read serves the page as it is (the app then loads the post itself): never a 500 for a preview.
    const described =
      rendered?.post !== undefined
        ? rendered.post && { post: rendered.post, locale: localeOfPath(pathname) }
        : isPage && !rendered
          ? await options.postHead?.(pathname).catch(() => null)
          : null;
    const html = (text: string) => {
      const page = text
        .replace(/<head>/i, (head) => `${head}${configTags}`)
        .replace(/(<link rel="alternate" hrefLang="[\w-]+" href=")(\/)/g, (_, start: string, slash: string) => `${start}${origin}${slash}`);
      if (!described) return page;
      // A page rendered with the post has its title and description already (React's, which the browser adopts).
      return (rendered ? withPostTags : withPostHead)(page, described.post, { origin, locale: described.locale });
    };
    const page = ext === ".html" ? Buffer.from(html(rendered?.html ?? bytes.toString("utf8"))) : bytes;
    const encoding = isCompressible(contentType) && page.length >= MIN_COMPRESSED_BYTES ? negotiateEncoding(request.headers.get("accept-encoding")) : null;
    // A post's page and a page rendered with its data are their own text: compressed for this answer, not kept
    // under the file's key.
    const body = !encoding ? page : described || rendered ? await compressBytes(page, encoding) : await compressed(`${target}:${stat.size}:${stat.mtimeMs}`, page, encoding);
    return new Response(request.method === "HEAD" ? null : new Uint8Array(body), {
      status: 200,
      headers: {
        ...headers,
        "content-type": contentType,
        "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
        ...(isCompressible(contentType) ? { vary: "accept-encoding" } : {}),
        ...(encoding ? { "content-encoding": encoding } : {}),
      },
    });
  };
}
