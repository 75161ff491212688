import { randomUUID } from "node:crypto";
import type { BrowserWindow as ElectronBrowserWindow, Session } from "electron";
import { hardenSession } from "../../security/session-hardening.ts";
import type { AddressPolicy } from "../net/address-guard.ts";
import { withDeadline } from "./engine.ts";
import type { RenderEngine, RenderOptions, RenderOutcome } from "./engine.ts";
import { startFilteringProxy } from "./filtering-proxy.ts";
import type { FilteringProxy } from "./filtering-proxy.ts";

export interface ElectronEngineDeps {
  BrowserWindow: typeof ElectronBrowserWindow;
  fromPartition: (partition: string, options: { cache: boolean }) => Session;
  policy: AddressPolicy;
}

const ALLOWED_SCHEMES = /^(https?|data|blob|about):/i;
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The app's adapter: a hidden offscreen BrowserWindow per render, with its own in-memory partition
 * (no "persist:" prefix: nothing kept), no preload and no Node, all permissions denied, downloads
 * cancelled, every request sent through the filtering proxy, destroyed at the deadline.
 */
export function createElectronEngine(deps: ElectronEngineDeps): RenderEngine {
  let proxy: Promise<FilteringProxy> | null = null;

  return {
    async render(url: string, options: RenderOptions): Promise<RenderOutcome> {
      const filter = await (proxy ??= startFilteringProxy(deps.policy));
      const blockedBefore = filter.blocked.length;
      const logs: string[] = [];
      const session = deps.fromPartition(`debugger-${randomUUID()}`, { cache: false });
      hardenSession(session);
      await session.setProxy({ proxyRules: filter.url, proxyBypassRules: "<-loopback>" });
      session.webRequest.onBeforeRequest((details, callback) => {
        const allowed = ALLOWED_SCHEMES.test(details.url);
        if (!allowed) logs.push(`blocked scheme: ${details.url}`);
        callback({ cancel: !allowed });
      });
      const win = new deps.BrowserWindow({
        show: false,
        width: 1280,
        height: 800,
        webPreferences: {
          offscreen: true,
          session,
          sandbox: true,
          contextIsolation: true,
          nodeIntegration: false,
          nodeIntegrationInSubFrames: false,
          webSecurity: true,
          allowRunningInsecureContent: false,
          webviewTag: false,
          devTools: false,
          spellcheck: false,
          backgroundThrottling: false,
        },
      });
      const contents = win.webContents;
      contents.setAudioMuted(true);
      contents.setWindowOpenHandler(({ url: target }) => {
        logs.push(`window.open denied: ${target}`);
        return { action: "deny" };
      });
      contents.on("will-attach-webview", (event) => event.preventDefault());
      contents.on("console-message", (event) => logs.push(`console.${event.level}: ${event.message}`));
      contents.on("did-fail-load", (_event, code, description, failedUrl) => logs.push(`load failed: ${failedUrl} (${code} ${description})`));
      const work = (async () => {
        await win.loadURL(url);
        logs.push(`loaded ${contents.getURL()}`);
        await settle(1_000);
        const html: unknown = await contents.executeJavaScript("document.documentElement.outerHTML", true);
        const image = await contents.capturePage();
        return { finalUrl: contents.getURL(), html: typeof html === "string" ? html : null, png: image.toPNG() };
      })();
      try {
        const { value, timedOut } = await withDeadline(work, options.deadlineMs, () => win.destroy());
        if (timedOut) logs.push(`deadline of ${options.deadlineMs} ms reached; window destroyed`);
        return {
          finalUrl: value?.finalUrl ?? null,
          html: value?.html ?? null,
          screenshotPng: value?.png ?? null,
          logs,
          blockedRequests: filter.blocked.slice(blockedBefore),
          timedOut,
          error: timedOut ? "Rendering timed out" : null,
        };
      } catch (error) {
        return { finalUrl: null, html: null, screenshotPng: null, logs, blockedRequests: filter.blocked.slice(blockedBefore), timedOut: false, error: (error as Error).message };
      } finally {
        if (!win.isDestroyed()) win.destroy();
        await session.clearStorageData().catch(() => undefined);
      }
    },
    async close(): Promise<void> {
      if (proxy !== null) await (await proxy).close();
      proxy = null;
    },
  };
}
