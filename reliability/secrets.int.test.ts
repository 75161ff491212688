import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestStack } from "@test-support/stack/stack.ts";
import { filesUnder, scanFiles } from "./secrets/scan.ts";

// The built web app (dist-web, built by `npm test` before vitest) and the desktop build (out/, when built) carry no
// service-role key and no other secret; the web app the stack serves carries only the publishable key.
describe("build output secret scan", () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await TestStack.start({ backend: "pglite", serveWeb: true });
  });
  afterAll(() => stack?.stop());

  it("finds the patterns it looks for (the scanner can fail)", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "scan-"));
    const jwt = ["eyJhbGciOiJIUzI1NiJ9", Buffer.from(JSON.stringify({ role: "service_role", iss: "x" })).toString("base64url"), "c2lnbmF0dXJlLXNpZw"].join(".");
    fs.writeFileSync(path.join(dir, "leak.js"), `const a="sb_secret_abcdefghijkl";const b="${jwt}";const c="postgres://u:pw@db/x";`);
    const findings = scanFiles(filesUnder(dir), ["live-secret-123"]);
    fs.rmSync(dir, { recursive: true, force: true });
    expect(findings.join("\n")).toMatch(/Supabase secret/);
    expect(findings.join("\n")).toMatch(/service_role JWT/);
    expect(findings.join("\n")).toMatch(/database URL/);
  });

  it("dist-web has no secret", () => {
    const files = filesUnder(path.resolve("dist-web"));
    expect(files.some((f) => f.endsWith("index.html"))).toBe(true);
    expect(scanFiles(files, [stack.serviceRoleKey])).toEqual([]);
  });

  it("the desktop build (out/, if built) has no secret", () => {
    const files = filesUnder(path.resolve("out"));
    expect(scanFiles(files, [stack.serviceRoleKey])).toEqual([]);
  });

  it("README gives static hosts the same security headers the stack sends", async () => {
    const readme = fs.readFileSync(path.resolve("README.md"), "utf8");
    const documented = new Map([...readme.matchAll(/^([A-Z][A-Za-z-]+): (.+)$/gm)].map((m) => [m[1]!.toLowerCase(), m[2]!]));
    const served = await fetch(`${stack.url}/`);
    for (const name of ["content-security-policy", "referrer-policy", "x-content-type-options", "permissions-policy", "x-frame-options", "cross-origin-opener-policy"]) {
      const sent = served.headers.get(name);
      expect(sent, name).toBeTruthy();
      expect(documented.get(name), `README lacks ${name}`).toBeTruthy();
      // The README's CSP names the hosted project in connect-src; everything else is identical.
      const normalize = (v: string) => v.replace(/connect-src[^;]*/, "connect-src");
      expect(normalize(documented.get(name)!), name).toBe(normalize(sent!));
    }
    expect(served.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
    expect(served.headers.get("content-security-policy")).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it("the served app and its assets carry no secret key, only what a browser may have", async () => {
    const html = await (await fetch(`${stack.url}/`)).text();
    expect(html).not.toContain(stack.serviceRoleKey);
    expect(html).not.toContain("sb_secret_");
    for (const asset of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) {
      const body = await (await fetch(`${stack.url}${asset[1]}`)).text();
      expect(body).not.toContain("sb_secret_");
      expect(body).not.toContain(stack.serviceRoleKey);
    }
  });
});
