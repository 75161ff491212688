import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, type InlineConfig, type Plugin, type PluginOption } from "vite";
import { fillTemplate, SERVER_MANIFEST, SERVER_TEMPLATE, serverDirOf } from "./src/shared/seo/page-template.ts";

type PrerenderModule = {
  PRERENDERED_PATHS: readonly string[];
  pageLocale(path: string): string;
  renderPage(path: string): string;
  renderShell(): string;
};

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
      // Beside the site (never inside what it serves), where the Node build finds react & co. as the app's
      // dependencies are installed: the web server renders some pages with it at request time (renderRequest).
      const serverDir = serverDirOf(outDir);
      fs.rmSync(serverDir, { recursive: true, force: true });
      // Named by its content, so a server that loaded an earlier build imports this one anew (and its lazy chunks
      // import the same module, not a second copy); the manifest names it.
      const output = await build({
        ...options.config,
        plugins,
        configFile: false,
        logLevel: "warn",
        // React and everything rendering with it bundled in, in their production builds: the web server renders
        // pages in its own process, whatever NODE_ENV that process runs with (React's development build took about
        // three times as long per page).
        ssr: { noExternal: true },
        define: { "process.env.NODE_ENV": JSON.stringify("production") },
        build: { ssr: options.entry, outDir: serverDir, emptyOutDir: true, target: "node20", rollupOptions: { output: { entryFileNames: "prerender-[hash].mjs" } } },
      });
      const outputs = (Array.isArray(output) ? output : [output]).flatMap((result) => ("output" in result ? result.output : []));
      const bundle = outputs.find((file) => file.type === "chunk" && file.isEntry)?.fileName;
      if (!bundle) throw new Error("prerender: the Node build made no entry");
      const mod = (await import(pathToFileURL(path.join(serverDir, bundle)).href)) as PrerenderModule;
      const template = fs.readFileSync(path.join(outDir, "index.html"), "utf8");
      fs.writeFileSync(path.join(serverDir, SERVER_TEMPLATE), template);
      fs.writeFileSync(path.join(serverDir, SERVER_MANIFEST), JSON.stringify({ bundle, template: SERVER_TEMPLATE }));
      for (const route of mod.PRERENDERED_PATHS) {
        const file = pageFile(outDir, route);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, fillTemplate(template, mod.renderPage(route), route, mod.pageLocale(route)));
      }
      fs.writeFileSync(path.join(outDir, "app.html"), fillTemplate(template, mod.renderShell(), null));
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
