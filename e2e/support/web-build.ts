import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SOURCES = ["src/renderer", "src/shared", "vite.web.config.ts"];

function newestMtime(p: string): number {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) {
    if (entry === "node_modules") continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

/** Builds dist-web once when it is missing or older than the renderer sources (e2e tests run the real build). */
export function ensureWebBuild(): void {
  const index = path.join(ROOT, "dist-web", "index.html");
  const built = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  const sources = Math.max(...SOURCES.map((s) => newestMtime(path.join(ROOT, s))));
  if (built >= sources) return;
  // Vitest sets NODE_ENV=test, and Vite keeps a NODE_ENV it finds: the build would ship React's development bundle.
  execFileSync("npm", ["run", "build:web"], { cwd: ROOT, stdio: "ignore", env: { ...process.env, NODE_ENV: "production" } });
}
