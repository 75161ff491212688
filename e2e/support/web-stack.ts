import type { Browser, BrowserContext, Page } from "playwright-core";
import { startTestStack, type TestStack } from "@test-support/stack/stack.ts";
import { launchBrowser, newAppContext, watchErrors, WIDTHS } from "./browser.ts";
import { ensureWebBuild } from "./web-build.ts";

/** One stack serving the built app and one Chromium, shared by the tests of a file. */
export type WebHarness = {
  stack: TestStack;
  browser: Browser;
  /** A fresh context and page (own cookies and storage) at the given width. */
  open: (width?: number) => Promise<{ context: BrowserContext; page: Page; errors: string[] }>;
  stop: () => Promise<void>;
};

export async function startWebHarness(options: { seedDemo?: boolean } = {}): Promise<WebHarness> {
  ensureWebBuild();
  const stack = await startTestStack({ backend: "pglite", serveWeb: true, seedDemo: options.seedDemo ?? false });
  const browser = await launchBrowser();
  const contexts: BrowserContext[] = [];
  return {
    stack,
    browser,
    async open(width: number = WIDTHS.desktop) {
      const context = await newAppContext(browser, { baseURL: stack.url, width });
      contexts.push(context);
      const page = await context.newPage();
      return { context, page, errors: watchErrors(page) };
    },
    async stop() {
      for (const c of contexts) await c.close().catch(() => undefined);
      await browser.close();
      await stack.stop();
    },
  };
}
