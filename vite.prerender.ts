import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, type InlineConfig, type Plugin, type PluginOption } from "vite";

type PrerenderModule = {
  PRERENDERED_PATHS: readonly string[];
  pageLocale(path: string): string;
  renderPage(path: string): string;
  renderShell(): string;
};

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

/** Where a prerendered path's page goes: / is index.html, /residential is residential/index.html. */
export function pageFile(outDir: string, route: string): string {
  return path.join(outDir, route.replace(/^\/+/, ""), "index.html");
}

/**
 * After the website build: builds src/renderer/src/prerender.tsx for Node, renders the pages it lists and the app
 * shell (app.html, the SPA fallback for every other route) into copies of the built index.html.
 */
export function prerender(options: { entry: string; config: InlineConfig }): Plugin {
  // lib/supabase.ts creates a client (and its realtime socket factory) at import; the prerender gets a stub.
  const noSupabase: Plugin = {
    name: "maple-prerender-no-supabase",
    enforce: "pre",
    async resolveId(source, importer, resolveOptions) {
      const resolved = await this.resolve(source, importer, { ...resolveOptions, skipSelf: true });
      return resolved && /[\\/]lib[\\/]supabase\.ts$/.test(resolved.id) ? resolved.id.replace(/\.ts$/, ".prerender.ts") : resolved;
    },
  };
  const plugins: PluginOption[] = [...(options.config.plugins ?? []), noSupabase];
  let outDir = "";
  return {
    name: "maple-prerender",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle() {
      // Inside node_modules, so the Node build finds react & co. where the app's dependencies are installed.
      const cache = path.resolve(import.meta.dirname, "node_modules", ".maple-prerender");
      fs.mkdirSync(cache, { recursive: true });
      const ssrDir = fs.mkdtempSync(path.join(cache, "build-"));
      try {
        await build({
          ...options.config,
          plugins,
          configFile: false,
          logLevel: "warn",
          build: { ssr: options.entry, outDir: ssrDir, emptyOutDir: true, target: "node20", rollupOptions: { output: { entryFileNames: "prerender.mjs" } } },
        });
        const mod = (await import(pathToFileURL(path.join(ssrDir, "prerender.mjs")).href)) as PrerenderModule;
        const template = fs.readFileSync(path.join(outDir, "index.html"), "utf8");
        for (const route of mod.PRERENDERED_PATHS) {
          const file = pageFile(outDir, route);
          fs.mkdirSync(path.dirname(file), { recursive: true });
          fs.writeFileSync(file, fillTemplate(template, mod.renderPage(route), route, mod.pageLocale(route)));
        }
        fs.writeFileSync(path.join(outDir, "app.html"), fillTemplate(template, mod.renderShell(), null));
      } finally {
        fs.rmSync(ssrDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * main.tsx loads the app with dynamic imports once the page has painted. The page names every chunk those imports
 * need (`<meta name="app-modules">`), so main.tsx can fetch them all at once then, instead of one step after the
 * other, without their download competing with the page's own HTML and CSS before the first paint. Their CSS is
 * linked as the entry's own CSS is, so the page is styled as before (and Vite's loader finds it and does not wait).
 */
export function preloadEntryImports(): Plugin {
  return {
    name: "maple-preload-entry-imports",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const bundle = ctx.bundle;
        const entry = ctx.chunk;
        if (!bundle || !entry) return html;
        const chunks = new Map(Object.values(bundle).flatMap((c) => (c.type === "chunk" ? [[c.fileName, c] as const] : [])));
        const wanted = new Set<string>();
        const visit = (file: string) => {
          if (wanted.has(file) || file === entry.fileName) return;
          wanted.add(file);
          for (const dep of chunks.get(file)?.imports ?? []) visit(dep);
        };
        for (const file of entry.dynamicImports) visit(file);
        const css = [...wanted].flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]);
        const modules = [...wanted].filter((file) => !html.includes(`/${file}"`)).map((file) => `/${file}`);
        const links = [
          ...[...new Set(css)].filter((file) => !html.includes(`/${file}"`)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
          `<meta name="app-modules" content="${modules.join(" ")}">`,
        ];
        return html.replace("</head>", `  ${links.join("\n    ")}\n  </head>`);
      },
    },
  };
}
