import { describe, expect, it, vi } from "vitest";
import { createDesktopPlatform } from "./desktop.ts";
import { createWebPlatform } from "./web.ts";
import type { DesktopApi } from "./types.ts";

describe("web platform", () => {
  it("has no desktop capabilities and keeps the session in localStorage", async () => {
    const store = new Map<string, string>();
    const open = vi.fn();
    const platform = createWebPlatform({
      localStorage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v), removeItem: (k) => void store.delete(k) },
      open,
    });
    expect(platform.capabilities).toEqual({ renderInBrowser: false, bulkLinkCheck: false, secureSessionStorage: false, desktopSettings: false });
    expect(platform.debugger).toBeNull();
    expect(platform.linkCheck).toBeNull();
    await platform.authStorage.setItem("sb", "token");
    expect(await platform.authStorage.getItem("sb")).toBe("token");
    await platform.openExternal("https://www.realtor.ca/");
    await platform.openExternal("javascript:alert(1)");
    expect(open.mock.calls).toEqual([["https://www.realtor.ca/", "_blank", "noopener,noreferrer"]]);
  });
});

describe("desktop platform", () => {
  it("routes everything through window.desktop", async () => {
    const desktop = {
      session: {
        getItem: vi.fn(async () => ({ value: "token", status: { persistence: "encrypted", warning: null } })),
        setItem: vi.fn(async () => ({ persistence: "encrypted", warning: null })),
        removeItem: vi.fn(async () => ({ persistence: "encrypted", warning: null })),
        status: vi.fn(async () => ({ persistence: "memory", warning: "no keyring" })),
      },
      shell: { openExternal: vi.fn(async () => ({ opened: true })) },
      app: { setLocale: vi.fn(async ({ locale }: { locale: string }) => ({ locale })) },
      debugger: { render: vi.fn(async () => ({ url: "u" })) },
      linkCheck: { start: vi.fn() },
      settings: { get: vi.fn() },
    } as unknown as DesktopApi;
    const platform = createDesktopPlatform(desktop);
    expect(platform.capabilities.renderInBrowser).toBe(true);
    expect(await platform.authStorage.getItem("sb")).toBe("token");
    await platform.authStorage.setItem("sb", "v");
    expect(desktop.session.setItem).toHaveBeenCalledWith({ key: "sb", value: "v" });
    await platform.openExternal("https://a.ca/");
    expect(desktop.shell.openExternal).toHaveBeenCalledWith({ url: "https://a.ca/" });
    await platform.debugger?.render("https://a.ca/1");
    expect(desktop.debugger.render).toHaveBeenCalledWith({ url: "https://a.ca/1" });
    expect(await platform.sessionStatus()).toEqual({ persistence: "memory", warning: "no keyring" });
    expect(platform.linkCheck).toBe(desktop.linkCheck);
    await platform.setLocale("fr");
    expect(desktop.app.setLocale).toHaveBeenCalledWith({ locale: "fr" });
  });
});
