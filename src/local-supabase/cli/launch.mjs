// `npm start` / `npm run stack`: runs start.ts as one bundled ES module under plain Node instead of through tsx.
// tsx's module hooks (a loader thread that sees every module, node_modules included) kept ~50 MB of the idle RSS
// for as long as the stack ran (bench/idle-rss.bench.ts). Our own TypeScript is bundled with esbuild (tsx's, so no
// extra dependency); packages stay external, loaded by Node from node_modules as usual. Each module keeps its own
// import.meta.url, so paths next to the sources (db/platform.sql, the Deno shim, src/shared, demo images) resolve as
// under tsx. Tests start start.ts through tsx directly (test-support/stack/child-stack.ts).
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../../..");
const require = createRequire(import.meta.url);
/** @type {typeof import("esbuild")} */
const esbuild = require(createRequire(require.resolve("tsx")).resolve("esbuild"));

/** @type {import("esbuild").Plugin} */
const keepModuleUrls = {
  name: "keep-module-urls",
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await fs.promises.readFile(args.path, "utf8");
      return { contents: source.replace(/\bimport\.meta\.url\b/g, JSON.stringify(pathToFileURL(args.path).href)), loader: "ts" };
    });
  },
};

// Content-hashed names, written next to node_modules (bare imports resolve from there): concurrent starts write
// identical files, and a running stack never has its chunks replaced under it.
const outdir = path.join(root, "out", "local-supabase");
const result = await esbuild.build({
  entryPoints: { start: path.join(here, "start.ts") },
  bundle: true,
  splitting: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: "linked",
  entryNames: "[name]-[hash]",
  chunkNames: "[name]-[hash]",
  outdir,
  absWorkingDir: root,
  write: false,
  metafile: true,
  logLevel: "warning",
  plugins: [keepModuleUrls],
});
await esbuild.stop();
fs.mkdirSync(outdir, { recursive: true });
for (const file of result.outputFiles) {
  if (fs.existsSync(file.path)) continue;
  const temporary = `${file.path}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, file.contents);
  fs.renameSync(temporary, file.path);
}
// Builds of older sources: gone after a day (a stack of another version started meanwhile has loaded its chunks).
const current = new Set(result.outputFiles.map((file) => path.basename(file.path)));
for (const name of fs.readdirSync(outdir)) {
  const file = path.join(outdir, name);
  if (!current.has(name) && Date.now() - fs.statSync(file).mtimeMs > 86_400_000) fs.rmSync(file, { force: true });
}
const entry = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint)?.[0];
if (!entry) throw new Error("esbuild produced no entry point for start.ts");
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.resolve(root, entry)).href);
