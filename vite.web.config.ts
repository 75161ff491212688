import { resolve } from "node:path";
import { defineConfig, type InlineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { preloadEntryImports, prerender } from "./vite.prerender.ts";

// What the browser build and the prerender's Node build share.
const shared = {
  root: resolve(import.meta.dirname, "src/renderer"),
  base: "/",
  plugins: [react()],
  resolve: { alias: { "@renderer": resolve(import.meta.dirname, "src/renderer/src") } },
} satisfies InlineConfig;

const APP = resolve(import.meta.dirname, "src/renderer/src/app/mount.tsx");

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

let appModules: Set<string> | null = null;

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
        // Named vendor chunks, so the build report says what each shared chunk is; then one "app" chunk with
        // everything the first screen needs (main.tsx loads it after the first paint; lazy screens stay apart).
        codeSplitting: {
          groups: [
            // Vite's dynamic-import helper: main.tsx needs it before anything else, so it must not ride in "app".
            { name: "preload-helper", test: /preload-helper/, priority: 4 },
            { name: "vendor-react", test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 3 },
            { name: "vendor-supabase", test: /node_modules[\\/]@supabase[\\/]/, priority: 3 },
            { name: "vendor-query", test: /node_modules[\\/]@tanstack[\\/]/, priority: 3 },
            {
              debugName: "app",
              name: (id, chunking) => {
                appModules ??= staticallyReachable(APP, (m) => chunking.getModuleInfo(m));
                return appModules.has(id) ? "app" : null;
              },
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
