import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../../..");

/**
 * `npm run stack` as package.json spells it (leading VAR=value settings, then `node` and its arguments), so the test
 * harness and the benchmarks start the stack exactly as a developer does, without npm's own process in between.
 */
export function stackCommand(): { env: Record<string, string>; args: string[] } {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> };
  const words = manifest.scripts.stack!.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (words[0] && /^[A-Z_][A-Z0-9_]*=/.test(words[0])) {
    const [name, ...value] = words.shift()!.split("=");
    env[name!] = value.join("=");
  }
  if (words.shift() !== "node") throw new Error(`npm run stack does not start with node: ${manifest.scripts.stack}`);
  return { env, args: words.map((word) => (word.startsWith("-") ? word : path.resolve(root, word))) };
}
