import { chromium } from "playwright-core";
import type { Browser } from "playwright-core";
import type { AddressPolicy } from "../net/address-guard.ts";
import { withDeadline } from "./engine.ts";
import type { RenderEngine, RenderOptions, RenderOutcome } from "./engine.ts";
import { startFilteringProxy } from "./filtering-proxy.ts";

export interface PlaywrightEngineOptions {
  policy: AddressPolicy;
  executablePath?: string;
}

export const CHROMIUM_PATH = "/usr/bin/chromium";

/** Chromium flags: no sandbox (container), no GPU, no background traffic, and nothing that bypasses the proxy. */
export function chromiumArgs(proxyUrl: string): string[] {
  return [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    `--proxy-server=${proxyUrl}`,
    "--proxy-bypass-list=<-loopback>",
    "--disable-quic",
    "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
    "--disable-features=DnsOverHttps",
  ];
}

/**
 * The Node adapter: one Chromium (lazily launched) behind the filtering proxy; each render gets a
 * fresh incognito context (no cookies kept, no downloads, no permissions, no service workers)
 * that is closed at the deadline.
 */
export function createPlaywrightEngine(options: PlaywrightEngineOptions): RenderEngine {
  let browser: Promise<{ browser: Browser; proxy: Awaited<ReturnType<typeof startFilteringProxy>> }> | null = null;

  const launch = () =>
    (browser ??= (async () => {
      const proxy = await startFilteringProxy(options.policy);
      const instance = await chromium.launch({ executablePath: options.executablePath ?? CHROMIUM_PATH, args: chromiumArgs(proxy.url), headless: true });
      return { browser: instance, proxy };
    })());

  return {
    async render(url: string, renderOptions: RenderOptions): Promise<RenderOutcome> {
      const { browser: instance, proxy } = await launch();
      const blockedBefore = proxy.blocked.length;
      const logs: string[] = [];
      const context = await instance.newContext({
        acceptDownloads: false,
        permissions: [],
        serviceWorkers: "block",
        viewport: { width: 1280, height: 800 },
        locale: "en-CA",
      });
      const page = await context.newPage();
      page.on("console", (message) => logs.push(`console.${message.type()}: ${message.text()}`));
      page.on("pageerror", (error) => logs.push(`page error: ${error.message}`));
      page.on("requestfailed", (request) => logs.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? "?"})`));
      page.on("popup", (popup) => void popup.close());
      const work = (async () => {
        const response = await page.goto(url, { waitUntil: "load", timeout: renderOptions.deadlineMs });
        logs.push(`loaded ${page.url()} with status ${response?.status() ?? "?"}`);
        await page.waitForLoadState("networkidle", { timeout: Math.min(2_000, renderOptions.deadlineMs) }).catch(() => logs.push("network not idle; extracting anyway"));
        const html = await page.content();
        const screenshotPng = await page.screenshot({ type: "png" }).catch(() => null);
        return { finalUrl: page.url(), html, screenshotPng };
      })();
      let outcome: RenderOutcome;
      try {
        const { value, timedOut } = await withDeadline(work, renderOptions.deadlineMs, () => context.close());
        if (timedOut) logs.push(`deadline of ${renderOptions.deadlineMs} ms reached; page destroyed`);
        outcome = { finalUrl: value?.finalUrl ?? null, html: value?.html ?? null, screenshotPng: value?.screenshotPng ?? null, logs, blockedRequests: [], timedOut, error: timedOut ? "Rendering timed out" : null };
      } catch (error) {
        outcome = { finalUrl: null, html: null, screenshotPng: null, logs, blockedRequests: [], timedOut: false, error: (error as Error).message.split("\n")[0] ?? "render failed" };
      } finally {
        await context.close().catch(() => undefined);
      }
      return { ...outcome, blockedRequests: proxy.blocked.slice(blockedBefore) };
    },
    async close(): Promise<void> {
      if (browser === null) return;
      const { browser: instance, proxy } = await browser;
      browser = null;
      await instance.close();
      await proxy.close();
    },
  };
}
