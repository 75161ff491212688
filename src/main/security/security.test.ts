import { EventEmitter } from "node:events";
import { describe, expect, it, vi } from "vitest";
import { buildContentSecurityPolicy } from "./csp.ts";
import { attachNavigationGuards } from "./navigation.ts";
import type { GuardedContents } from "./navigation.ts";
import { isSafeExternalUrl } from "./safe-url.ts";
import { isTrustedSender } from "./sender.ts";
import { hardenSession } from "./session-hardening.ts";
import type { HardenableSession } from "./session-hardening.ts";

describe("isSafeExternalUrl", () => {
  it.each([
    ["https://www.realtor.ca/listing/1", true],
    ["http://centris.ca/en", true],
    ["file:///etc/passwd", false],
    ["javascript:alert(1)", false],
    ["smb://host/share", false],
    ["https://user:pw@realtor.ca/", false],
    ["https://realtor.ca/\nx", false],
    ["not a url", false],
    ["app://bundle/index.html", false],
    [42, false],
  ])("%s -> %s", (url, safe) => {
    expect(isSafeExternalUrl(url)).toBe(safe);
  });
});

class FakeContents extends EventEmitter {
  openHandler: ((details: { url: string }) => { action: "deny" }) | null = null;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: "deny" }): void {
    this.openHandler = handler;
  }
  navigate(url: string): boolean {
    let prevented = false;
    this.emit("will-navigate", { preventDefault: () => (prevented = true) }, url);
    return prevented;
  }
}

describe("navigation guards", () => {
  it("keeps the app inside app:// and sends safe http(s) links to the system browser", () => {
    const contents = new FakeContents();
    const openExternal = vi.fn();
    attachNavigationGuards(contents as unknown as GuardedContents, { openExternal });
    expect(contents.navigate("app://bundle/search?q=x")).toBe(false);
    expect(contents.navigate("https://evil.example/")).toBe(true);
    expect(contents.navigate("file:///etc/passwd")).toBe(true);
    expect(contents.openHandler?.({ url: "https://www.realtor.ca/x" })).toEqual({ action: "deny" });
    expect(contents.openHandler?.({ url: "javascript:alert(1)" })).toEqual({ action: "deny" });
    expect(openExternal.mock.calls).toEqual([["https://evil.example/"], ["https://www.realtor.ca/x"]]);
    let webviewPrevented = false;
    contents.emit("will-attach-webview", { preventDefault: () => (webviewPrevented = true) });
    expect(webviewPrevented).toBe(true);
  });

  it("lets the dev server through only when one is configured", () => {
    const contents = new FakeContents();
    attachNavigationGuards(contents as unknown as GuardedContents, { openExternal: () => {}, devServerUrl: "http://localhost:5173" });
    expect(contents.navigate("http://localhost:5173/admin")).toBe(false);
    expect(contents.navigate("http://localhost:5174/")).toBe(true);
  });
});

describe("hardenSession", () => {
  it("denies every permission request and check, and cancels downloads", () => {
    const emitter = new EventEmitter();
    const handlers: Record<string, unknown> = {};
    const session = {
      setPermissionRequestHandler: (h: unknown) => (handlers.request = h),
      setPermissionCheckHandler: (h: unknown) => (handlers.check = h),
      setDevicePermissionHandler: (h: unknown) => (handlers.device = h),
      on: (event: string, listener: (...args: unknown[]) => void) => emitter.on(event, listener),
    };
    hardenSession(session as unknown as HardenableSession);
    const granted: boolean[] = [];
    for (const permission of ["media", "geolocation", "notifications", "clipboard-read", "openExternal"]) {
      (handlers.request as (c: unknown, p: string, cb: (g: boolean) => void) => void)(null, permission, (g) => granted.push(g));
    }
    expect(granted).toEqual([false, false, false, false, false]);
    expect((handlers.check as () => boolean)()).toBe(false);
    expect((handlers.device as () => boolean)()).toBe(false);
    const cancel = vi.fn();
    let prevented = false;
    emitter.emit("will-download", { preventDefault: () => (prevented = true) }, { cancel });
    expect(prevented).toBe(true);
    expect(cancel).toHaveBeenCalledOnce();
  });
});

describe("isTrustedSender", () => {
  const frame = (url: string, parent: unknown = null) => ({ senderFrame: { url, parent } });
  it("accepts only the app's top frame (and the dev server in development)", () => {
    expect(isTrustedSender(frame("app://bundle/index.html"), undefined)).toBe(true);
    expect(isTrustedSender(frame("app://bundle/index.html", {}), undefined)).toBe(false);
    expect(isTrustedSender(frame("app://other/index.html"), undefined)).toBe(false);
    expect(isTrustedSender(frame("https://evil.example/"), undefined)).toBe(false);
    expect(isTrustedSender(frame("http://localhost:5173/"), undefined)).toBe(false);
    expect(isTrustedSender(frame("http://localhost:5173/"), "http://localhost:5173")).toBe(true);
    expect(isTrustedSender({ senderFrame: null }, undefined)).toBe(false);
  });
});

describe("buildContentSecurityPolicy", () => {
  it("allows scripts only from the app and network only to the configured backend", () => {
    const csp = buildContentSecurityPolicy("https://abc.supabase.co");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("connect-src 'self' https://abc.supabase.co wss://abc.supabase.co");
    expect(csp).toContain("object-src 'none'");
    expect(buildContentSecurityPolicy("http://127.0.0.1:54321")).toContain("ws://127.0.0.1:54321");
    const dev = buildContentSecurityPolicy("http://127.0.0.1:54321", "http://localhost:5173");
    expect(dev).toContain("script-src 'self' 'unsafe-inline'");
    expect(dev).toContain("connect-src 'self' http://127.0.0.1:54321 ws://127.0.0.1:54321 ws://localhost:5173;");
  });
});
