import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSecrets, parseDotenv, readVerifyJwt } from "./project.ts";

describe("config.toml verify_jwt", () => {
  it("reads [functions.<name>] sections only", () => {
    const toml = `
project_id = "x"
[auth]
verify_jwt = false # not a function
[functions.metadata-extractor]
verify_jwt = false
[functions."google-maps-proxy"]
enabled = true
verify_jwt = false  # visitors call it
[functions.hello]
verify_jwt = true
[functions.other]
`;
    expect([...readVerifyJwt(toml)]).toEqual([
      ["metadata-extractor", false],
      ["google-maps-proxy", false],
      ["hello", true],
    ]);
  });

  it("matches the project's supabase/config.toml", () => {
    const map = readVerifyJwt(fs.readFileSync(path.resolve(import.meta.dirname, "../../../supabase/config.toml"), "utf8"));
    expect(map.get("metadata-extractor")).toBe(false);
    expect(map.get("google-maps-proxy")).toBe(false);
  });
});

describe("secrets", () => {
  it("parses dotenv lines", () => {
    expect(parseDotenv('A=1\n# c\nexport B="x y"\nC=\'q\' \nD=v # note\nbad line')).toEqual({ A: "1", B: "x y", C: "q", D: "v" });
  });

  it("takes .env values, lets the environment override declared names and passes nothing undeclared", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "secrets-"));
    fs.writeFileSync(path.join(dir, ".env"), "FROM_FILE=file\nBOTH=file\n");
    fs.writeFileSync(path.join(dir, ".env.example"), "DECLARED=\n");
    const secrets = loadSecrets(dir, { BOTH: "env", DECLARED: "env", OTHER: "leak" });
    expect(secrets).toEqual({ FROM_FILE: "file", BOTH: "env", DECLARED: "env" });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
