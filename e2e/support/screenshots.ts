import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { WIDTHS } from "./browser.ts";

export const ARTIFACTS_DIR = path.resolve(import.meta.dirname, "../../reports/artifacts");

// Full-page screenshots keep the viewport's height for layout, so cards styled `content-visibility: auto` (the
// feed's) further down are captured as empty boxes; the artifacts show them rendered.
const RENDER_EVERYTHING = ".feed-card { content-visibility: visible !important; }";

/** Saves full-page screenshots of the current page at 375, 768 and 1280 px under reports/artifacts/. */
export async function screenshotAtWidths(page: Page, name: string): Promise<string[]> {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const original = page.viewportSize();
  const files: string[] = [];
  for (const width of Object.values(WIDTHS)) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    const file = path.join(ARTIFACTS_DIR, `${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true, style: RENDER_EVERYTHING });
    files.push(file);
  }
  if (original) await page.setViewportSize(original);
  return files;
}

/** Whether the page scrolls sideways (content wider than the viewport). */
function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}

/**
 * Fails when the page still scrolls sideways once its layout has settled: after a resize antd's responsive columns
 * and grid re-render on the next media-query event, and lazy styles arrive after the first paint, so a page is checked
 * until it fits (or the wait ends and the failure names the page).
 */
export async function expectNoSidewaysScroll(page: Page, label = page.url()): Promise<void> {
  await expect.poll(() => scrollsSideways(page), { timeout: 15_000, message: `${label} scrolls sideways` }).toBe(false);
}
