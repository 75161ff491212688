import fs from "node:fs";
import path from "node:path";

/**
 * `[functions.<name>] verify_jwt = …` from the Supabase CLI's config.toml (the only keys the runtime needs).
 * A deliberately small reader: section headers and `key = true|false` lines; everything else is ignored.
 */
export function readVerifyJwt(configToml: string): Map<string, boolean> {
  const result = new Map<string, boolean>();
  let section: string | undefined;
  for (const rawLine of configToml.split(/\r?\n/)) {
    const line = rawLine.replace(/\s+#.*$/, "").trim();
    if (!line || line.startsWith("#")) continue;
    const header = /^\[\s*functions\.(?:"([^"]+)"|([A-Za-z0-9_-]+))\s*\]$/.exec(line);
    if (header) {
      section = header[1] ?? header[2];
      continue;
    }
    if (line.startsWith("[")) {
      section = undefined;
      continue;
    }
    const setting = /^verify_jwt\s*=\s*(true|false)$/.exec(line);
    if (section && setting) result.set(section, setting[1] === "true");
  }
  return result;
}

/** Parses a dotenv file (KEY=value, optional quotes, # comments). */
export function parseDotenv(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const rawLine of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)?\s*$/.exec(rawLine);
    if (!match) continue;
    let value = (match[2] ?? "").trim();
    const quoted = /^(["'])(.*)\1$/.exec(value);
    if (quoted) value = quoted[1] === '"' ? quoted[2]!.replace(/\\n/g, "\n") : quoted[2]!;
    else value = value.replace(/\s+#.*$/, "");
    env[match[1]!] = value;
  }
  return env;
}

const readIfExists = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "");

/**
 * The project's function secrets, as `supabase secrets set` / `supabase functions serve --env-file` would give
 * them: `<functionsDir>/.env`, with any variable named there or in `.env.example` taken from the environment
 * when it is set there (so a developer can export GOOGLE_MAPS_API_KEY instead of writing it to a file).
 */
export function loadSecrets(functionsDir: string, environment: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const fromFile = parseDotenv(readIfExists(path.join(functionsDir, ".env")));
  const declared = new Set([...Object.keys(fromFile), ...Object.keys(parseDotenv(readIfExists(path.join(functionsDir, ".env.example"))))]);
  const secrets: Record<string, string> = { ...fromFile };
  for (const name of declared) {
    const value = environment[name];
    if (value !== undefined && value !== "") secrets[name] = value;
  }
  return secrets;
}

/** config.toml sits next to the functions root (supabase/config.toml for supabase/functions). */
export function loadVerifyJwt(functionsDir: string): Map<string, boolean> {
  return readVerifyJwt(readIfExists(path.join(path.dirname(functionsDir), "config.toml")));
}
