import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// Local Network Access checks off: fixture listing pages and their images are served from another loopback port.
export const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-features=LocalNetworkAccessChecks"];

export const WIDTHS = { mobile: 375, tablet: 768, desktop: 1280 } as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export type AppContextOptions = { baseURL: string; anonKey: string; width?: number };

/**
 * A browser context on the app served by the local stack. Until the stack fills the page's
 * <meta name="supabase-anon-key">, the document response is given the test stack's key here.
 */
export async function newAppContext(browser: Browser, { baseURL, anonKey, width = WIDTHS.desktop }: AppContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  await context.route(
    (url) => url.origin === new URL(baseURL).origin && !url.pathname.startsWith("/assets/") && !/^\/(rest|auth|storage|functions)\/v1\//.test(url.pathname) && !url.pathname.startsWith("/mailbox"),
    async (route) => {
      if (route.request().resourceType() !== "document") return route.continue();
      const response = await route.fetch();
      const html = await response.text();
      const body = html.replace('<meta name="supabase-anon-key" content="" />', `<meta name="supabase-anon-key" content="${anonKey}" />`).replace('<meta name="supabase-anon-key" content="">', `<meta name="supabase-anon-key" content="${anonKey}">`);
      return route.fulfill({ response, body });
    },
  );
  return context;
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
