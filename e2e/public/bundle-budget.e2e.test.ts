// The JavaScript budget of the home page (issue 6: initial JavaScript for / at most 200 KB gzip), measured on the
// production build: the entry script, what the page preloads, and the chunks it names for the app's start-up
// (`<meta name="app-modules">`, fetched once the page has painted), and the English message catalogue, which the app
// loads before its first render (only the page's language is fetched). Route chunks load on demand and are reported.
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { ensureWebBuild } from "../support/web-build.ts";

const DIST = path.resolve(import.meta.dirname, "../../dist-web");
const BUDGET_BYTES = 200 * 1000;

const gzipBytes = (asset: string) => gzipSync(fs.readFileSync(path.join(DIST, asset))).length;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** Every script the page at `html` loads before anyone interacts with it. */
function initialScripts(html: string): string[] {
  const attr = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1] ?? "");
  const entry = attr(/<script[^>]*type="module"[^>]*src="([^"]+)"/g);
  const preloads = attr(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g);
  const appModules = attr(/<meta name="app-modules" content="([^"]*)"/g).flatMap((list) => list.split(/\s+/));
  return [...new Set([...entry, ...preloads, ...appModules].filter((src) => src.endsWith(".js")))];
}

/** The English core catalogue's chunk (src/shared/i18n/load.ts) and every chunk it imports statically. */
function catalogueChunks(): string[] {
  const assets = path.join(DIST, "assets");
  const roots = fs.readdirSync(assets).filter((file) => /^core\.en-[\w-]+\.js$/.test(file));
  const found = new Set<string>();
  for (let file = roots.pop(); file !== undefined; file = roots.pop()) {
    if (found.has(file)) continue;
    found.add(file);
    const code = fs.readFileSync(path.join(assets, file), "utf8");
    roots.push(...[...code.matchAll(/from\s*"\.\/([\w.-]+\.js)"/g)].map((m) => m[1] ?? ""));
  }
  return [...found];
}

describe("JavaScript budget", () => {
  ensureWebBuild();
  const html = fs.readFileSync(path.join(DIST, "index.html"), "utf8");
  const catalogue = catalogueChunks();
  const initial = [...initialScripts(html), ...catalogue.map((file) => `/assets/${file}`)];

  it("/ loads at most 200 KB of gzipped JavaScript at start-up", () => {
    // The parse above must find the page's own chunks: the entry, the React vendor chunk and the app chunk.
    expect(initial.some((src) => /\/assets\/index-[\w-]+\.js$/.test(src))).toBe(true);
    expect(initial.some((src) => /vendor-react/.test(src))).toBe(true);
    expect(initial.some((src) => /\/assets\/app-[\w-]+\.js$/.test(src))).toBe(true);
    expect(catalogue.some((file) => file.startsWith("core.en-"))).toBe(true); // the English catalogue is counted
    const sizes = initial.map((src) => ({ src, bytes: gzipBytes(src) }));
    const total = sizes.reduce((sum, s) => sum + s.bytes, 0);
    console.log(`initial JavaScript for /: ${kb(total)} gzip in ${sizes.length} files\n${sizes.map((s) => `  ${kb(s.bytes).padStart(9)}  ${s.src}`).join("\n")}`);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it("reports every chunk loaded on demand (routes, dialogs)", () => {
    const start = new Set(initial.map((src) => src.replace(/^\//, "")));
    const lazy = fs
      .readdirSync(path.join(DIST, "assets"))
      .filter((file) => file.endsWith(".js") && !start.has(`assets/${file}`))
      .map((file) => ({ file, bytes: gzipBytes(`assets/${file}`) }))
      .sort((a, b) => b.bytes - a.bytes);
    console.log(`chunks loaded on demand (gzip):\n${lazy.map((c) => `  ${kb(c.bytes).padStart(9)}  ${c.file}`).join("\n")}`);
    expect(lazy.length).toBeGreaterThan(5); // routes are split: the admin, profile, auth and debugger screens at least
  });
});
