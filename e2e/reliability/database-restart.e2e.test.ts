import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { proxiedDatabase, type ProxiedDatabase } from "../../reliability/faults/proxied-postgres.ts";
import { testBackends, TestStack } from "@test-support/stack/stack.ts";
import { launchBrowser, newAppContext } from "../support/browser.ts";
import { createPost } from "../support/data.ts";
import { FeedPage } from "../support/pages/feed-page.ts";
import { ensureWebBuild } from "../support/web-build.ts";

// The database under the stack stops or restarts (PostgreSQL behind a TCP fault proxy, reliability/faults): the home
// feed shows the spec's error state, never a blank page or an endless spinner, does not storm the API, and shows the
// posts again once the database is back (the app does not refetch on its own: a reload is the retry).
const TITLE = "Survives a database restart";

describe.skipIf(!(await testBackends()).includes("postgres"))("the web app while the database stops and restarts", () => {
  let db: ProxiedDatabase;
  let stack: TestStack;
  let browser: Browser;

  beforeAll(async () => {
    ensureWebBuild();
    db = await proxiedDatabase();
    stack = await TestStack.start({ backend: "postgres", serveWeb: true, env: { DATABASE_URL: db.url } });
    browser = await launchBrowser();
    const author = await stack.signUpConfirmed(undefined, "secret123", "db_restart_author");
    await createPost(author.client, author.user.id, { title: TITLE });
  });
  afterAll(async () => {
    db?.proxy.restore();
    await browser?.close();
    await stack?.stop();
    await db?.drop();
  });

  async function openHome(): Promise<{ page: Page; feedRequests: () => number; close: () => Promise<void> }> {
    const context = await newAppContext(browser, { baseURL: stack.url });
    const page = await context.newPage();
    let feedRequests = 0;
    page.on("request", (request) => {
      if (request.method() === "GET" && new URL(request.url()).pathname === "/rest/v1/posts") feedRequests += 1;
    });
    await page.goto("/");
    await new FeedPage(page).card(TITLE).waitFor({ timeout: 60_000 });
    return { page, feedRequests: () => feedRequests, close: () => context.close() };
  }

  it("a stopped database: the feed shows its error state, retries a bounded number of times, and shows the posts after a reload once it is back", async () => {
    const { page, feedRequests, close } = await openHome();
    db.proxy.cut();
    try {
      await page.reload();
      await page.getByText("Failed to load feed. Please try again later.").waitFor({ timeout: 90_000 });
      expect((await page.locator("#root").innerText()).trim().length).toBeGreaterThan(0);
      await page.locator("header.header").waitFor();
      expect(await page.locator("[role=status][aria-label='Loading posts']").count()).toBe(0);
      // Bounded: once the error shows, the requests stop (react-query retries once, supabase-js three times on a 503).
      const attempts = feedRequests();
      console.log(JSON.stringify({ feedRequestsWhileStopped: attempts }));
      await page.waitForTimeout(8_000);
      expect(feedRequests()).toBe(attempts);
      expect(attempts).toBeLessThanOrEqual(12);
    } finally {
      db.proxy.restore();
    }
    await page.reload();
    await new FeedPage(page).card(TITLE).waitFor({ timeout: 60_000 });
    await close();
  });

  it("a restart (every backend terminated) while the feed is open: the next visit shows the posts without an error", async () => {
    const { page, close } = await openHome();
    expect(await db.terminateBackends()).toBeGreaterThan(0);
    await page.reload();
    await new FeedPage(page).card(TITLE).waitFor({ timeout: 60_000 });
    expect(await page.getByText("Failed to load feed. Please try again later.").count()).toBe(0);
    await close();
  });
});
