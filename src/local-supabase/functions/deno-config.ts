import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
export const BOOTSTRAP = path.join(here, "edge", "bootstrap.ts");
const EDGE_RUNTIME_STUB = pathToFileURL(path.join(here, "edge", "edge-runtime-stub.ts")).href;

/** Specifiers Supabase's runtime resolves that cannot be fetched offline, mapped to local stand-ins. */
const STUBS: Record<string, string> = {
  "jsr:@supabase/functions-js/edge-runtime.d.ts": EDGE_RUNTIME_STUB,
  "jsr:@supabase/functions-js@2/edge-runtime.d.ts": EDGE_RUNTIME_STUB,
  "https://esm.sh/@supabase/functions-js/src/edge-runtime.d.ts": EDGE_RUNTIME_STUB,
};

type ImportMap = Record<string, string>;

function readJson(file: string): Record<string, unknown> | undefined {
  if (!fs.existsSync(file)) return undefined;
  const text = fs.readFileSync(file, "utf8").replace(/^\s*\/\/.*$/gm, "");
  return JSON.parse(text) as Record<string, unknown>;
}

/** Relative targets ("./x.ts", "../_shared/") are made absolute, since the generated config lives elsewhere. */
function absolutize(map: unknown, baseDir: string): ImportMap {
  const result: ImportMap = {};
  for (const [key, value] of Object.entries((map ?? {}) as Record<string, unknown>)) {
    if (typeof value !== "string") continue;
    const relative = value.startsWith("./") || value.startsWith("../") || value.startsWith("/");
    const target = relative ? pathToFileURL(path.resolve(baseDir, value)).href + (value.endsWith("/") ? "/" : "") : value;
    result[key] = target.replace(/\/\/$/, "/");
  }
  return result;
}

/**
 * Writes the Deno config a function runs with: its own deno.json (or import_map.json) imports and scopes, made
 * absolute, plus the offline stubs; npm packages from Deno's global cache (no node_modules, no lockfile).
 */
export function writeDenoConfig(functionDir: string, outFile: string): void {
  const own = readJson(path.join(functionDir, "deno.json")) ?? readJson(path.join(functionDir, "deno.jsonc"));
  const legacy = readJson(path.join(functionDir, "import_map.json")) ?? readJson(path.join(path.dirname(functionDir), "import_map.json"));
  const source = own ?? legacy ?? {};
  const scopes: Record<string, ImportMap> = {};
  for (const [scope, map] of Object.entries((source.scopes ?? {}) as Record<string, unknown>)) {
    const isRelative = scope.startsWith("./") || scope.startsWith("../");
    scopes[isRelative ? pathToFileURL(path.resolve(functionDir, scope)).href : scope] = absolutize(map, functionDir);
  }
  const config = {
    imports: { ...absolutize(source.imports, functionDir), ...STUBS },
    scopes,
    nodeModulesDir: "none",
    lock: false,
  };
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, `${JSON.stringify(config, null, 2)}\n`);
}
