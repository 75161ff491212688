/**
 * Runs @doyensec/electronegativity over the Electron main process and preload (the code that
 * creates windows and talks to the OS) and fails on any HIGH or MEDIUM finding or parse error.
 *   npm run lint:electron
 * The AvailableSecurityFixes check is skipped: it downloads Electron's release list (no network here).
 * Reviewed false positives are marked in the source with `// eng-disable CHECK (reason)`.
 */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

interface Issue {
  id: string;
  file: string;
  location?: { line: number };
  severity: { name: string };
  confidence: { name: string };
  description: string;
}
type Run = (options: Record<string, unknown>, forCli: boolean) => Promise<{ issues: Issue[]; errors: { file: string; error?: unknown }[] }>;

const root = path.resolve(import.meta.dirname, "..");

export async function scanElectron(): Promise<{ blocking: string[]; all: string[] }> {
  const run = createRequire(import.meta.url)("@doyensec/electronegativity") as Run;
  const stage = mkdtempSync(path.join(os.tmpdir(), "electronegativity-"));
  try {
    const skip = (src: string) => !/\.test\.ts$|[/\\]testing([/\\]|$)/.test(src);
    cpSync(path.join(root, "src/main"), path.join(stage, "main"), { recursive: true, filter: skip });
    cpSync(path.join(root, "src/preload"), path.join(stage, "preload"), { recursive: true, filter: skip });
    cpSync(path.join(root, "package.json"), path.join(stage, "package.json"));
    const electronVersion = (createRequire(import.meta.url)("electron/package.json") as { version: string }).version;
    const result = await run(
      { input: stage, customScan: [], excludeFromScan: ["AvailableSecurityFixesGlobalCheck"], isRelative: true, electronVersionOverride: electronVersion, parserPlugins: [] },
      false,
    );
    const describe = (i: Issue) => `${i.severity.name} ${i.confidence.name} ${i.id} ${i.file}:${i.location?.line ?? "?"} ${i.description}`;
    const blocking = [
      ...result.issues.filter((i) => i.severity.name === "HIGH" || i.severity.name === "MEDIUM").map(describe),
      ...result.errors.map((e) => `parse error in ${e.file}: ${String(e.error)}`),
    ];
    return { blocking, all: result.issues.map(describe) };
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  scanElectron().then(({ blocking, all }) => {
    for (const line of all) console.log(line);
    if (blocking.length > 0) {
      console.error(`electronegativity: ${blocking.length} high/medium finding(s):\n${blocking.join("\n")}`);
      process.exitCode = 1;
    } else console.log(`electronegativity: no high or medium findings (${all.length} low/informational)`);
  });
}
