import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { fillTemplate, SERVER_MANIFEST, serverDirOf, withPageData, type PageRenderApi, type PageRendererModule } from "@shared/seo/page-template.ts";
import type { SocialPost } from "@shared/seo/post-social.ts";

/** Only the Data API, read as a visitor: the page render asks for nothing else. */
const DATA_API = /^\/rest\/v1\//;

/**
 * Pages rendered with their first data at request time (issue 19: a category page's, a search's and a listing's
 * first cards in the HTML, so they paint before any script runs, and the browser's cache starts from the same data).
 * The renderer is the one the build made beside the site (serverDirOf), loaded on first use and again when a new
 * build replaces it; the data is read in process through `api` (the gateway's own Data API) with the anon key, so
 * row-level security decides what a page shows exactly as for a visitor's browser. A post's page comes with the
 * post it showed (or null when the post is not public), for its link-preview tags. Null when there is no renderer,
 * the page is not one it renders, or anything failed: the server then sends the page as built.
 */
export function pageRenderer(webDir: string, options: { anonKey: string; api: (request: Request) => Promise<Response> }) {
  const serverDir = serverDirOf(webDir);
  const manifest = path.join(serverDir, SERVER_MANIFEST);
  const api: PageRenderApi = {
    anonKey: options.anonKey,
    fetch: (async (input: Request | string | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (!DATA_API.test(new URL(request.url).pathname)) return new Response(null, { status: 404 });
      return options.api(request);
    }) as typeof fetch,
  };
  let loaded: { version: string; module: Promise<PageRendererModule>; template: string } | null = null;
  /** The renderer the latest build left (read again when a build replaced it), or null when there is none. */
  const load = () => {
    const text = fs.existsSync(manifest) ? fs.readFileSync(manifest, "utf8") : null;
    if (text === null) return null;
    if (loaded?.version !== text) {
      const { bundle, template } = JSON.parse(text) as { bundle: string; template: string };
      const html = fs.readFileSync(path.join(serverDir, template), "utf8");
      const module = import(pathToFileURL(path.join(serverDir, bundle)).href) as Promise<PageRendererModule>;
      module.catch(() => undefined); // a failed load is reported where it is awaited, never as an unhandled rejection
      loaded = { version: text, module, template: html };
    }
    return loaded;
  };
  return async (request: Request): Promise<{ html: string; post?: SocialPost | null } | null> => {
    try {
      const renderer = load();
      if (!renderer) return null;
      const page = await (await renderer.module).renderRequest(request.url, api);
      if (!page) return null;
      const html = withPageData(fillTemplate(renderer.template, page.html, page.path, page.locale), page.state);
      return page.post === undefined ? { html } : { html, post: page.post };
    } catch (error) {
      console.warn("[web] page render failed; sending the page as built:", error instanceof Error ? error.message : error);
      return null;
    }
  };
}
