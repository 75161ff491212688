import { resolve } from "node:path";
import { defineConfig, type InlineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { RENDERER_BUILD_ALIASES } from "./path-aliases.ts";
import { preloadEntryImports, prerender } from "./vite.prerender.ts";

/**
 * react-intl without its ICU message parser (7 KB gzip instead of 14 on the first screen): the catalogues reach it
 * precompiled (src/shared/i18n/compile.ts), so FormatJS's own no-parser build of the package is used in its place.
 */
function intlWithoutParser(): Plugin {
  return {
    name: "maple-intl-without-parser",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (source !== "@formatjs/icu-messageformat-parser") return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? resolved.id.replace(/index\.js$/, "no-parser.js") : null;
    },
  };
}

// What the browser build and the prerender's Node build share.
const shared = {
  root: resolve(import.meta.dirname, "src/renderer"),
  base: "/",
  plugins: [react(), intlWithoutParser()],
  resolve: { alias: RENDERER_BUILD_ALIASES },
} satisfies InlineConfig;

const ENTRY = resolve(import.meta.dirname, "src/renderer/src/main.tsx");
/**
 * main.tsx loads the app after the first paint in steps, each its own task: these are the modules of each step
 * (earlier steps first), each step one chunk. What main.tsx imports itself stays in the entry.
 */
const STEPS = [
  { name: "app-env", root: resolve(import.meta.dirname, "src/renderer/src/lib/env.ts") },
  { name: "app-client", root: resolve(import.meta.dirname, "src/renderer/src/lib/supabase.ts") },
  { name: "app", root: resolve(import.meta.dirname, "src/renderer/src/app/mount.tsx") },
];

type ModuleGraph = (id: string) => { importedIds: readonly string[] } | null;
function staticallyReachable(from: string, graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const queue = [from];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(graph(id)?.importedIds ?? []));
  }
  return seen;
}

let stepOf: Map<string, string> | null = null;
function stepChunk(id: string, graph: ModuleGraph): string | null {
  if (!stepOf) {
    stepOf = new Map();
    const entry = staticallyReachable(ENTRY, graph);
    for (const step of STEPS) {
      for (const m of staticallyReachable(step.root, graph)) if (!entry.has(m) && !stepOf.has(m)) stepOf.set(m, step.name);
    }
  }
  return stepOf.get(id) ?? null;
}

// The website build of the renderer: served by the local stack (and any static host) from dist-web/.
export default defineConfig({
  ...shared,
  plugins: [...shared.plugins, preloadEntryImports(), prerender({ entry: resolve(import.meta.dirname, "src/renderer/src/prerender.tsx"), config: shared })],
  build: {
    outDir: resolve(import.meta.dirname, "dist-web"),
    emptyOutDir: true,
    target: "es2022",
    reportCompressedSize: true,
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      output: {
        // Named vendor chunks, so the build report says what each shared chunk is; then one chunk per step of
        // main.tsx's loading (STEPS) with everything the first screen needs; lazy screens stay apart.
        codeSplitting: {
          groups: [
            // Vite's dynamic-import helper: main.tsx needs it before anything else, so it must not ride in "app".
            { name: "preload-helper", test: /preload-helper/, priority: 4 },
            { name: "vendor-react", test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 3 },
            { name: "vendor-supabase", test: /node_modules[\\/]@supabase[\\/]/, priority: 3 },
            { name: "vendor-query", test: /node_modules[\\/]@tanstack[\\/]/, priority: 3 },
            // One group per step, earlier steps first (a group also takes the modules its own modules import).
            ...STEPS.map((step, i) => ({
              debugName: step.name,
              name: (id: string, chunking: { getModuleInfo: ModuleGraph }) => (stepChunk(id, (m) => chunking.getModuleInfo(m)) === step.name ? step.name : null),
              priority: 2 - i / STEPS.length,
            })),
          ],
        },
      },
    },
  },
});
