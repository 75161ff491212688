import { resolve } from "node:path";
import { defineConfig } from "electron-vite";
import react from "@vitejs/plugin-react";
import { ALIASES, RENDERER_BUILD_ALIASES } from "./path-aliases.ts";

// The desktop build: main (ESM), a sandboxed preload (must be one CommonJS file), and the same
// renderer as the website (root src/renderer), served in the app from app://bundle.
export default defineConfig({
  main: {
    resolve: { alias: ALIASES },
    build: {
      outDir: "out/main",
      externalizeDeps: true,
      rolldownOptions: {
        input: { index: resolve(import.meta.dirname, "src/main/index.ts") },
        output: { format: "es", entryFileNames: "[name].js" },
      },
    },
  },
  preload: {
    resolve: { alias: ALIASES },
    build: {
      outDir: "out/preload",
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve(import.meta.dirname, "src/preload/index.ts") },
        output: { format: "cjs", entryFileNames: "[name].cjs" },
      },
    },
  },
  renderer: {
    root: resolve(import.meta.dirname, "src/renderer"),
    plugins: [
      react(),
      // electron-vite forces base "./" in production; the app uses client-side routes
      // (app://bundle/admin/reports), so assets must resolve from the root instead.
      { name: "absolute-asset-base", enforce: "post", config: (config) => void (config.base = "/") },
    ],
    resolve: { alias: RENDERER_BUILD_ALIASES },
    build: {
      outDir: "out/renderer",
      target: "chrome140",
      rolldownOptions: { input: { index: resolve(import.meta.dirname, "src/renderer/index.html") } },
    },
  },
});
