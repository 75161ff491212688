import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ALIASES } from "./path-aliases.ts";

/** A tsconfig file (JSON with comments, as TypeScript reads it). */
function readTsconfig(name: string): { extends?: string; compilerOptions?: { paths?: Record<string, string[]> } } {
  const text = fs.readFileSync(path.join(import.meta.dirname, name), "utf8");
  return JSON.parse(text.replace(/^\s*\/\/.*$/gm, "")) as { extends?: string; compilerOptions?: { paths?: Record<string, string[]> } };
}

describe("path aliases", () => {
  it("tsconfig.base.json's paths name the same folders as the builds' aliases", () => {
    const paths = readTsconfig("tsconfig.base.json").compilerOptions?.paths ?? {};
    const fromTsconfig = Object.fromEntries(
      Object.entries(paths).map(([key, [target]]) => [key.replace(/\/\*$/, ""), path.resolve(import.meta.dirname, (target ?? "").replace(/\/\*$/, ""))]),
    );
    expect(fromTsconfig).toEqual(ALIASES);
  });

  it("every tsconfig takes its paths from the base, and the root one too (tsx and esbuild read only tsconfig.json)", () => {
    for (const name of fs.readdirSync(import.meta.dirname).filter((f) => /^tsconfig\..+\.json$|^tsconfig\.json$/.test(f) && f !== "tsconfig.base.json")) {
      const config = readTsconfig(name);
      expect({ name, extends: config.extends, ownPaths: config.compilerOptions?.paths }).toEqual({ name, extends: "./tsconfig.base.json", ownPaths: undefined });
    }
  });

  it("every Deno import map maps @shared/ and @test-support/ to the same folders", () => {
    const functions = path.join(import.meta.dirname, "supabase/functions");
    for (const dir of fs.readdirSync(functions)) {
      const file = path.join(functions, dir, "deno.json");
      if (!fs.existsSync(file)) continue;
      const imports = (JSON.parse(fs.readFileSync(file, "utf8")) as { imports?: Record<string, string> }).imports ?? {};
      expect(path.resolve(path.dirname(file), imports["@shared/"] ?? "")).toBe(ALIASES["@shared"]);
      expect(path.resolve(path.dirname(file), imports["@test-support/"] ?? "")).toBe(ALIASES["@test-support"]);
    }
  });
});
