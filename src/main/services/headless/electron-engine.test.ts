import { EventEmitter } from "node:events";
import { afterEach, describe, expect, it } from "vitest";
import type { BrowserWindow, Session } from "electron";
import { createElectronEngine } from "./electron-engine.ts";
import type { RenderEngine } from "./engine.ts";

// Electron is not installed here: these fakes stand in for BrowserWindow and Session (the edge),
// so the test checks what the engine asks of Electron.
class FakeSession extends EventEmitter {
  proxy: unknown = null;
  cleared = false;
  permission: ((c: unknown, p: string, cb: (granted: boolean) => void) => void) | null = null;
  beforeRequest: ((details: { url: string }, cb: (r: { cancel: boolean }) => void) => void) | null = null;
  webRequest = { onBeforeRequest: (listener: FakeSession["beforeRequest"]) => (this.beforeRequest = listener) };
  setPermissionRequestHandler(handler: FakeSession["permission"]) {
    this.permission = handler;
  }
  setPermissionCheckHandler() {}
  setDevicePermissionHandler() {}
  async setProxy(config: unknown) {
    this.proxy = config;
  }
  async clearStorageData() {
    this.cleared = true;
  }
}

let hang = false;
const windows: FakeWindow[] = [];
class FakeWindow {
  destroyed = false;
  openHandler: ((d: { url: string }) => { action: string }) | null = null;
  webContents = Object.assign(new EventEmitter(), {
    setAudioMuted: () => {},
    setWindowOpenHandler: (handler: FakeWindow["openHandler"]) => (this.openHandler = handler),
    getURL: () => "https://listing.example/final",
    executeJavaScript: async () => "<html><head><title>Rendered</title></head></html>",
    capturePage: async () => ({ toPNG: () => Buffer.from("png") }),
  });
  constructor(readonly options: { webPreferences: Record<string, unknown> }) {
    windows.push(this);
  }
  loadURL() {
    return hang ? new Promise(() => {}) : Promise.resolve();
  }
  destroy() {
    this.destroyed = true;
  }
  isDestroyed() {
    return this.destroyed;
  }
}

const partitions: { name: string; options: unknown; session: FakeSession }[] = [];
let engine: RenderEngine;
function makeEngine() {
  engine = createElectronEngine({
    BrowserWindow: FakeWindow as unknown as typeof BrowserWindow,
    fromPartition: (name, options) => {
      const session = new FakeSession();
      partitions.push({ name, options, session });
      return session as unknown as Session;
    },
    policy: { allowPrivate: [] },
  });
  return engine;
}
afterEach(async () => {
  hang = false;
  await engine.close();
});

describe("Electron offscreen render engine", () => {
  it("renders in a hidden sandboxed window with its own in-memory, proxied, permission-less session", async () => {
    const outcome = await makeEngine().render("https://listing.example/", { deadlineMs: 5_000 });
    expect(outcome).toMatchObject({ finalUrl: "https://listing.example/final", timedOut: false, error: null });
    expect(outcome.html).toContain("<title>Rendered</title>");
    const { name, options, session } = partitions.at(-1) as (typeof partitions)[number];
    expect(name).toMatch(/^debugger-/);
    expect(name).not.toMatch(/^persist:/);
    expect(options).toEqual({ cache: false });
    expect(session.proxy).toEqual({ proxyRules: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/), proxyBypassRules: "<-loopback>" });
    const granted: boolean[] = [];
    session.permission?.(null, "geolocation", (g) => granted.push(g));
    expect(granted).toEqual([false]);
    const verdicts: boolean[] = [];
    for (const url of ["https://a.ca/x.js", "file:///etc/passwd", "chrome://settings", "data:text/plain,hi"]) session.beforeRequest?.({ url }, (r) => verdicts.push(r.cancel));
    expect(verdicts).toEqual([false, true, true, false]);
    const win = windows.at(-1) as FakeWindow;
    expect(win.options).toMatchObject({ show: false, webPreferences: { offscreen: true, sandbox: true, contextIsolation: true, nodeIntegration: false, webSecurity: true, devTools: false } });
    expect(win.options.webPreferences).not.toHaveProperty("preload");
    expect(win.openHandler?.({ url: "https://popup.example/" })).toEqual({ action: "deny" });
    expect(win.destroyed).toBe(true);
    expect(session.cleared).toBe(true);
  });

  it("destroys the window at the hard deadline", async () => {
    hang = true;
    const outcome = await makeEngine().render("https://slow.example/", { deadlineMs: 50 });
    expect(outcome).toMatchObject({ timedOut: true, html: null, error: "Rendering timed out" });
    expect((windows.at(-1) as FakeWindow).destroyed).toBe(true);
  });
});
