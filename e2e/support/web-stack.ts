import type { Browser, BrowserContext, Page } from "playwright-core";
import { startTestStack, type TestStack } from "@test-support/stack/stack.ts";
import { appReady, launchBrowser, newAppContext, watchErrors, WIDTHS } from "./browser.ts";
import { PAGE_DATA_ID } from "@shared/seo/page-template.ts";
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
      waitForAppOnServerRenderedPages(page);
      return { context, page, errors: watchErrors(page) };
    },
    async stop() {
      for (const c of contexts) await c.close().catch(() => undefined);
      await browser.close();
      await stack.stop();
    },
  };
}

/**
 * A category page, a search or a listing comes from the web server with its cards (page-render.ts), before the app has
 * started: a test that finds a card and clicks one of its buttons at once would click HTML React has not adopted yet.
 * After opening such a page, wait for the app as a reader would (appReady's footer year); other pages as they were.
 */
function waitForAppOnServerRenderedPages(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if ((await page.locator(`#${PAGE_DATA_ID}`).count()) > 0) await appReady(page);
    return response;
  };
}
