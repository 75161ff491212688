import { chromium } from "playwright-core";

/** Renders an SVG to a PNG file with Debian's Chromium (playwright-core screenshot). */
export async function svgToPng(svg: string, file: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"], headless: true });
  try {
    const page = await browser.newPage();
    await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`);
    await page.locator("svg").screenshot({ path: file });
  } finally {
    await browser.close();
  }
}
