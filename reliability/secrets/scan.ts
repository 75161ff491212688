import fs from "node:fs";
import path from "node:path";

/** What must never ship in a browser or desktop bundle. */
export const SECRET_PATTERNS: { name: string; pattern: RegExp }[] = [
  { name: "Supabase secret (service_role) key", pattern: /sb_secret_[A-Za-z0-9_-]{8,}/ },
  { name: "service-role env name with a value", pattern: /SERVICE_ROLE_KEY["']?\s*[:=]\s*["'][^"']{8,}/ },
  { name: "JWT secret env name with a value", pattern: /JWT_SECRET["']?\s*[:=]\s*["'][^"']{8,}/ },
  { name: "private key block", pattern: /-----BEGIN (?:RSA |EC |OPENSSH )?PRIVATE KEY-----/ },
  { name: "Google API key", pattern: /AIza[0-9A-Za-z_-]{35}/ },
  { name: "database URL with a password", pattern: /postgres(?:ql)?:\/\/[^:\s"'/]+:[^@\s"']+@/ },
  { name: "AWS access key", pattern: /AKIA[0-9A-Z]{16}/ },
];

/** A JWT whose payload claims role service_role (a legacy service key) anywhere in the text. */
export function serviceRoleJwts(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/eyJ[A-Za-z0-9_-]{8,}\.(eyJ[A-Za-z0-9_-]{8,})\.[A-Za-z0-9_-]{8,}/g)) {
    try {
      const payload = JSON.parse(Buffer.from(match[1]!, "base64url").toString("utf8")) as { role?: string };
      if (payload.role === "service_role") found.push(`${match[0].slice(0, 24)}…`);
    } catch {
      // not a JWT payload
    }
  }
  return found;
}

export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Every secret-looking string in the files (text read as latin1 so binary files are scanned too). */
export function scanFiles(files: string[], extraSecrets: string[] = []): string[] {
  const findings: string[] = [];
  for (const file of files) {
    const text = fs.readFileSync(file, "latin1");
    for (const { name, pattern } of SECRET_PATTERNS) if (pattern.test(text)) findings.push(`${file}: ${name}`);
    for (const jwt of serviceRoleJwts(text)) findings.push(`${file}: service_role JWT ${jwt}`);
    for (const secret of extraSecrets) if (secret && text.includes(secret)) findings.push(`${file}: a live secret of the running stack`);
  }
  return findings;
}
