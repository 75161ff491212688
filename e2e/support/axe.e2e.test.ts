import { createRequire } from "node:module";
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "./browser.ts";
import { seriousViolations } from "./axe.ts";

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

// A page with a toast that starts fading out just as axe begins (as the sign-in toast's three seconds ended in CI):
// half way through the fade its title is near-invisible, and the toast is gone once the fade ends.
const PAGE = `<!doctype html><html lang="en"><head><title>Toast</title><style>
  body { background: #f6f8fa; color: #1f2328; font: 14px sans-serif; }
  @keyframes leave { from { opacity: 1; } to { opacity: 0.05; } }
  .leaving { animation: leave 400ms linear forwards; }
</style></head><body><main><h1>Page</h1><div id="toast" role="status">Signed in successfully!</div></main></body></html>`;

async function pageWithToastLeavingAsAxeStarts(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  await page.setContent(PAGE);
  await page.evaluate(AXE_SOURCE);
  await page.evaluate(() => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }).axe;
    const run = axe.run.bind(axe);
    let calls = 0;
    axe.run = async (...args: unknown[]) => {
      calls += 1;
      if (calls === 1) {
        const toast = document.getElementById("toast")!;
        toast.addEventListener("animationend", () => toast.remove());
        toast.classList.add("leaving");
        // Two frames, then a little more: the fade has started and is part way when axe reads the colours.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
      return run(...args);
    };
  });
  return page;
}

describe("seriousViolations", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("runs axe again when an animation started during its run, and judges the page once it ended", async () => {
    const page = await pageWithToastLeavingAsAxeStarts(browser);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.locator("#toast").count()).toBe(0);
  });

  it("still reports a contrast fault that stays", async () => {
    const page = await browser.newPage();
    await page.setContent(PAGE.replace("</style>", "#toast { color: #e7e9eb; }</style>"));
    expect((await seriousViolations(page)).map((violation) => violation.id)).toEqual(["color-contrast"]);
  });
});
