import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestStack } from "@test-support/stack/stack.ts";

// The gateway's own surfaces: the web app with SPA fallback and security headers, the mailbox, status.json.
describe("gateway", () => {
  let stack: TestStack;
  let webDir: string;
  beforeAll(async () => {
    stack = await TestStack.start({ backend: "pglite" });
    webDir = stack.running.stack.config.webDir!;
    fs.mkdirSync(path.join(webDir, "assets"), { recursive: true });
    fs.writeFileSync(path.join(webDir, "index.html"), "<!doctype html><html><head><title>app</title></head><div id=root></div>");
    fs.writeFileSync(path.join(webDir, "assets", "app-abc123.js"), "console.log('app')");
  });
  afterAll(() => stack?.stop());

  it("serves the web app with an SPA fallback and security headers", async () => {
    for (const route of ["/", "/residential", "/post/123", "/no/such/page"]) {
      const response = await fetch(`${stack.url}${route}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain("<div id=root>");
      expect(html).toContain(`<meta name="supabase-anon-key" content="${stack.anonKey}">`);
      expect(html).not.toContain("sb_secret_");
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(response.headers.get("content-security-policy")).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy")).toContain("camera=()");
      expect(response.headers.get("cache-control")).toBe("no-cache");
    }
    const asset = await fetch(`${stack.url}/assets/app-abc123.js`);
    expect(asset.headers.get("content-type")).toContain("text/javascript");
    expect(asset.headers.get("cache-control")).toContain("immutable");
    expect((await fetch(`${stack.url}/assets/missing.js`)).status).toBe(404);
  });

  it("never serves files outside the web folder", async () => {
    for (const probe of ["/../keys.json", "/%2e%2e/keys.json", "/..%2fkeys.json", "/%2e%2e%2fstatus.json"]) {
      const response = await fetch(`${stack.url}${probe}`);
      expect(await response.text()).not.toContain("sb_secret_");
    }
  });

  it("shows sent mail in the mailbox, as HTML and JSON", async () => {
    await stack.client().auth.signUp({ email: "mailbox@example.test", password: "secret123" });
    const list = (await (await fetch(`${stack.url}/mailbox/api/messages?to=mailbox@example.test`)).json()) as { id: string; subject: string }[];
    expect(list[0]?.subject).toMatch(/confirm/i);
    const page = await (await fetch(`${stack.url}/mailbox/${list[0]!.id}`)).text();
    expect(page).toMatch(/<a href="http:\/\/[^"]+\/auth\/v1\/verify\?token=/);
    expect(await (await fetch(`${stack.url}/mailbox`)).text()).toContain("mailbox@example.test");
  });

  it("writes status.json with the keys supabase status uses", () => {
    const status = JSON.parse(fs.readFileSync(path.join(stack.dataDir, "status.json"), "utf8")) as Record<string, string>;
    expect(status.API_URL).toBe(stack.url);
    expect(status.ANON_KEY).toBe(stack.anonKey);
    expect(status.SERVICE_ROLE_KEY).toBe(stack.serviceRoleKey);
    expect(status.MAILBOX_URL).toBe(`${stack.url}/mailbox`);
  });

  it("answers unknown REST paths and bad JSON with 4xx, not 5xx", async () => {
    const response = await fetch(`${stack.url}/rest/v1/posts`, { method: "POST", headers: { apikey: stack.anonKey, "content-type": "application/json" }, body: "{not json" });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});
