import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// Local Network Access checks off: fixture listing pages and their images are served from another loopback port.
export const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-features=LocalNetworkAccessChecks"];

export const WIDTHS = { mobile: 375, tablet: 768, desktop: 1280 } as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/** `anonKey` is accepted for older callers and unused: the stack fills the page's meta tag itself. */
export type AppContextOptions = { baseURL: string; anonKey?: string; width?: number };

/** A browser context on the app served by the local stack (which puts its anon key into the page's meta tag). */
export async function newAppContext(browser: Browser, { baseURL, width = WIDTHS.desktop }: AppContextOptions): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: { width, height: 900 } });
}

/** Collects console errors and failed requests of a page, for assertions and debugging. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`console: ${m.text()}`);
  });
  return errors;
}

/**
 * Waits until the app has taken over the page (the footer's year appears only once React has hydrated or rendered
 * it): a link clicked after that navigates inside the app instead of loading the whole next page, which on a loaded
 * machine can take longer than a test waits.
 */
export async function appReady(page: Page): Promise<void> {
  await page.locator(".footer__copy", { hasText: /© \d{4} / }).waitFor();
}

/** The id of the focused element ("" when none has one): where a dialog put its focus once it finished opening. */
export function focusedId(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.id ?? "");
}
