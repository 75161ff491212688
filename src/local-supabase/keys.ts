import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

/** The stack's secrets: generated on first start, kept in DATA_DIR so restarts keep sessions and keys valid. */
export const stackKeysSchema = z.object({
  anonKey: z.string().startsWith("sb_publishable_"),
  serviceRoleKey: z.string().startsWith("sb_secret_"),
  jwtSecret: z.string().min(32),
});
export type StackKeys = z.infer<typeof stackKeysSchema>;

const token = (bytes: number) => randomBytes(bytes).toString("base64url");

export function generateKeys(): StackKeys {
  return { anonKey: `sb_publishable_${token(24)}`, serviceRoleKey: `sb_secret_${token(32)}`, jwtSecret: token(48) };
}

/** Reads DATA_DIR/keys.json, creating it (mode 0600) on first start. */
export function loadOrCreateKeys(dataDir: string): StackKeys {
  const file = path.join(dataDir, "keys.json");
  if (fs.existsSync(file)) return stackKeysSchema.parse(JSON.parse(fs.readFileSync(file, "utf8")));
  const keys = generateKeys();
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return keys;
}
