import { resolve } from "node:path";

/**
 * The import aliases of every build (Vite, electron-vite, Vitest). tsconfig.base.json's `paths`, which every tsconfig
 * extends, say the same for the type checker, tsx and esbuild; path-aliases.test.ts keeps the two in step. Deno's
 * import maps (supabase/functions/<name>/deno.json) map `@shared/` and `@test-support/` for the edge functions.
 */
export const ALIASES = {
  "@shared": resolve(import.meta.dirname, "src/shared"),
  "@renderer": resolve(import.meta.dirname, "src/renderer/src"),
  "@test-support": resolve(import.meta.dirname, "test-support"),
};

/**
 * What the renderer's builds (website and desktop window) resolve besides: modules replaced by a smaller stand-in.
 * Not for the type checker or the tests, which see the real package.
 */
export const RENDERER_BUILD_ALIASES = {
  ...ALIASES,
  "@supabase/realtime-js": resolve(import.meta.dirname, "src/renderer/src/lib/realtime-stand-in.ts"),
};
