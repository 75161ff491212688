import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppProtocolHandler, resolveAppAsset } from "./app-protocol.ts";

let root = "";
beforeAll(async () => {
  const base = await mkdtemp(path.join(os.tmpdir(), "app-protocol-"));
  root = path.join(base, "renderer");
  await mkdir(path.join(root, "assets"), { recursive: true });
  await writeFile(path.join(root, "index.html"), '<!doctype html><meta name="supabase-url" content="" />\n<meta name="supabase-anon-key" content="" /><title>app</title>');
  await writeFile(path.join(root, "assets", "main.js"), "console.log(1)");
  await writeFile(path.join(base, "secret.txt"), "secret");
});
afterAll(async () => rm(path.dirname(root), { recursive: true, force: true }));

describe("app:// protocol", () => {
  it("maps assets under the renderer root and client routes to index.html", () => {
    expect(resolveAppAsset(root, "app://bundle/assets/main.js")).toBe(path.join(root, "assets", "main.js"));
    expect(resolveAppAsset(root, "app://bundle/admin/reports")).toBe(path.join(root, "index.html"));
    expect(resolveAppAsset(root, "app://bundle/")).toBe(path.join(root, "index.html"));
  });

  it.each(["app://bundle/../secret.txt", "app://bundle/%2e%2e/secret.txt", "app://bundle/assets/../../../secret.txt"])(
    "normalises %s to a path inside the root",
    (url) => {
      expect(resolveAppAsset(root, url)).toBe(path.join(root, "secret.txt"));
    },
  );

  it.each([
    "app://bundle/assets/%2e%2e%2f%2e%2e%2fsecret.txt",
    "app://bundle/..%5csecret.txt",
    "app://bundle/assets/main.js%00.png",
    "app://bundle/%E0%A4%A.txt",
    "app://other/index.html",
    "file:///etc/passwd",
  ])("refuses %s", (url) => {
    expect(resolveAppAsset(root, url)).toBeNull();
  });

  it("serves files with a content type, the CSP on HTML, and 403/404/405 otherwise", async () => {
    const handler = createAppProtocolHandler(root, {
      contentSecurityPolicy: () => "default-src 'none'",
      backendConfig: async () => ({ supabaseUrl: "https://abc.supabase.co", anonKey: 'sb_publishable_x"><script>' }),
    });
    const page = await handler(new Request("app://bundle/index.html"));
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("content-security-policy")).toBe("default-src 'none'");
    const html = await page.text();
    expect(html).toContain("<title>app</title>");
    expect(html).toContain('<meta name="supabase-url" content="https://abc.supabase.co" />');
    expect(html).toContain('<meta name="supabase-anon-key" content="sb_publishable_xscript" />');
    const script = await handler(new Request("app://bundle/assets/main.js"));
    expect(script.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(script.headers.get("content-security-policy")).toBeNull();
    expect((await handler(new Request("app://bundle/assets/%2e%2e%2f%2e%2e%2fsecret.txt"))).status).toBe(403);
    expect((await handler(new Request("app://bundle/../secret.txt"))).status).toBe(404);
    expect((await handler(new Request("app://bundle/assets/nope.js"))).status).toBe(404);
    expect((await handler(new Request("app://bundle/index.html", { method: "POST", body: "x" }))).status).toBe(405);
  });
});
