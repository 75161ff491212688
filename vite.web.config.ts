import { resolve } from "node:path";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

// The website build of the renderer: served by the local stack (and any static host) from dist-web/.
export default defineConfig({
  root: resolve(import.meta.dirname, "src/renderer"),
  base: "/",
  plugins: [react()],
  resolve: { alias: { "@renderer": resolve(import.meta.dirname, "src/renderer/src") } },
  build: {
    outDir: resolve(import.meta.dirname, "dist-web"),
    emptyOutDir: true,
    target: "es2022",
    reportCompressedSize: true,
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      output: {
        // Named vendor chunks, so the build report says what each shared chunk is.
        manualChunks(id: string) {
          if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom)\//.test(id)) return "vendor-react";
          if (/node_modules\/@supabase\//.test(id)) return "vendor-supabase";
          if (/node_modules\/@tanstack\//.test(id)) return "vendor-query";
          return undefined;
        },
      },
    },
  },
});
