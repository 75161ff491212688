/**
 * The built pages' HTML, shared by the build's prerender (vite.prerender.ts) and the local stack's web server, which
 * renders some pages with their data at request time (src/local-supabase/web/static.ts).
 */
import type { SocialPost } from "./post-social.ts";

/** Where the build keeps the page renderer for the web server: beside the site, never inside what it serves. */
export function serverDirOf(webDir: string): string {
  return `${webDir.replace(/[\\/]+$/, "")}-server`;
}
/**
 * In serverDirOf(webDir): the manifest naming the page renderer (src/renderer/src/prerender.tsx built for Node, its
 * file named by its content) and the page template (the built index.html before any page filled it).
 */
export const SERVER_MANIFEST = "server.json";
export const SERVER_TEMPLATE = "template.html";
/**
 * How a web server lets its page render read the Data API as the anon role: the local stack in process (`fetch`,
 * the page's own origin), a host in front of hosted Supabase through the project's URL (`url`, the global fetch).
 */
export type PageRenderApi = { anonKey: string; url?: string; fetch?: typeof fetch; timeoutMs?: number };

/**
 * A page rendered with its data: its markup, the data (dehydrated, for the browser's cache), its path and language.
 * A post's page also gives the post as a visitor saw it (`post`: its link-preview tags are made from it, without
 * reading it again), or null when the post is not public; other pages leave it out.
 */
export type RenderedPage = { html: string; state: string; path: string; locale: string; post?: SocialPost | null };

/** What the build's page renderer (src/renderer/src/prerender.tsx, built for Node) offers a web server. */
export type PageRendererModule = { renderRequest(href: string, api: PageRenderApi): Promise<RenderedPage | null> };

/** The element carrying the data a page was rendered with (withPageData); the browser's cache starts from it. */
export const PAGE_DATA_ID = "page-data";

/** React puts hoisted head tags (title, meta, link) first in renderToString's output; they belong in <head>. */
export function splitHead(rendered: string): { head: string; body: string } {
  const match = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)*/.exec(rendered);
  const head = match?.[0] ?? "";
  return { head, body: rendered.slice(head.length) };
}

/**
 * The built index.html with a prerendered page: its title and description replace the template's, its language
 * alternates (hreflang links) join the head, <html lang> is the page's language, its markup fills #root, and
 * `data-prerendered` tells main.tsx which path the markup belongs to (absent for the shell).
 */
export function fillTemplate(template: string, rendered: string, prerenderedPath: string | null, lang = "en"): string {
  const { head, body } = splitHead(rendered);
  const title = /<title>[^<]*<\/title>/.exec(head)?.[0];
  const description = /<meta name="description"[^>]*>/.exec(head)?.[0];
  const alternates = head.match(/<link rel="alternate"[^>]*>/g) ?? [];
  let html = template.replace(/<html lang="[^"]*"/, `<html lang="${lang.replace(/[^a-zA-Z-]/g, "")}"`);
  if (title) html = html.replace(/<title>[^<]*<\/title>/, title);
  if (description) html = html.replace(/<meta name="description"[^>]*>/, description);
  if (alternates.length > 0) html = html.replace("</head>", () => `  ${alternates.join("\n    ")}\n  </head>`);
  const attribute = prerenderedPath === null ? "" : ` data-prerendered="${prerenderedPath.replace(/[^\w/-]/g, "")}"`;
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error(`prerender: ${root} not found in index.html`);
  return html.replace(root, () => `<div id="root"${attribute}>${body}</div>`);
}

/**
 * The data a page was rendered with, after its markup, for the browser's cache (src/renderer/src/app/mount.tsx):
 * JSON in a script element that never runs, `<` and the line separators escaped so no value can end it.
 */
export function withPageData(html: string, state: string): string {
  const json = state.replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
  return html.replace(/<\/body>/i, () => `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script></body>`);
}
