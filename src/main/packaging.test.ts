import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The packaging config is YAML; these are the lines that must be there, read as text.
const config = readFileSync(new URL("../../electron-builder.yml", import.meta.url), "utf8");

describe("electron-builder configuration", () => {
  it.each([
    "runAsNode: false",
    "enableCookieEncryption: true",
    "enableNodeOptionsEnvironmentVariable: false",
    "enableNodeCliInspectArguments: false",
    "enableEmbeddedAsarIntegrityValidation: true",
    "onlyLoadAppFromAsar: true",
    "grantFileProtocolExtraPrivileges: false",
  ])("sets the fuse %s", (line) => {
    expect(config).toMatch(new RegExp(`^  ${line}$`, "m"));
  });

  it("packages into asar for Linux (AppImage, deb), Windows (NSIS) and macOS (dmg)", () => {
    expect(config).toMatch(/^asar: true$/m);
    expect(config).toContain("target: [AppImage, deb]");
    expect(config).toContain("target: [nsis]");
    expect(config).toContain("target: [dmg]");
  });
});
