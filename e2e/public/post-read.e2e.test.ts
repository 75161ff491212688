import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { startWebHarness, type WebHarness } from "../support/web-stack.ts";
import { appReady } from "../support/browser.ts";
import { seriousViolations } from "../support/axe.ts";
import { ARTIFACTS_DIR, expectNoSidewaysScroll, screenshotAtWidths } from "../support/screenshots.ts";
import { createPost } from "../support/data.ts";
import { AuthPages } from "../support/pages/auth-pages.ts";
import { PostDetailPage } from "../support/pages/post-page.ts";

// Reading a listing as on a portal (issue 19, "Read"): the post page's photos, title, price, key facts and primary
// action in the first screen on a laptop and a phone; its photos in a keyboard lightbox; carousel arrows only where
// there is more to see; compact feed cards, several side by side on a desktop, with the address and the facts.
let web: WebHarness;
let member: { email: string; password: string };
let fullId: string;
let oneExtraId: string;
const TITLE = "Renovated detached house with a double garage near the park";
const ADDRESS = "12 Maple Avenue, Oakville, ON, L6J 1A1";
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 667 };

beforeAll(async () => {
  web = await startWebHarness();
  const author = await web.stack.signUpConfirmed(undefined, undefined, "read_author");
  const reader = await web.stack.signUpConfirmed(undefined, undefined, "read_reader");
  member = reader;
  fullId = await createPost(author.client, author.user.id, {
    title: TITLE,
    description: "Bright rooms, a new kitchen and a large yard https://www.realtor.ca/real-estate/7001",
    url: "https://www.realtor.ca/real-estate/7001",
    manual_price: 1249000,
    property_kind: "house",
    bedrooms: "4",
    bathrooms: "3",
    square_footage: "2150",
    street_address: "12 Maple Avenue",
    city: "Oakville",
    province: "ON",
    postal_code: "L6J 1A1",
    og_image_url: "https://img.example/read/main.jpg",
    additional_images: [1, 2, 3, 4, 5].map((n) => `https://img.example/read/${n}.jpg`),
  });
  oneExtraId = await createPost(author.client, author.user.id, {
    title: "Condo with one extra photo",
    property_kind: "condo",
    additional_images: ["https://img.example/read/solo.jpg"],
  });
  await web.stack.sql("update public.posts set is_featured = true where id = $1", [fullId]);
  for (let i = 0; i < 4; i += 1) await createPost(author.client, author.user.id, { title: `Feed filler ${i}`, og_image_url: `https://img.example/read/filler-${i}.jpg` });
});

afterAll(async () => {
  await web?.stop();
});

const PHOTO = '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#9ca3af"/></svg>';

/** A page whose listing photos (on a host of no network here) are served as grey boxes. */
async function open(viewport: { width: number; height: number }) {
  const opened = await web.open(viewport.width);
  await opened.page.setViewportSize(viewport);
  await opened.context.route("https://img.example/**", (route) => route.fulfill({ status: 200, contentType: "image/svg+xml", body: PHOTO }));
  return opened;
}

/** Whether the element's box lies wholly inside the viewport (nothing scrolled). */
async function inFirstScreen(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = page.viewportSize();
  if (!box || !size) return false;
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width + 0.5 && box.y + box.height <= size.height + 0.5;
}

async function expectAboveTheFold(page: Page, action: Locator) {
  const post = new PostDetailPage(page);
  const parts: [string, Locator][] = [
    ["main photo", page.getByRole("button", { name: "View photo 1 of 6 full size" })],
    ["title", post.heading],
    ["price", page.locator(".post-hero .post-facts__price")],
    ["facts", page.getByRole("list", { name: "Property facts" })],
    ["type", page.locator(".post-hero").getByText("House (detached)")],
    ["address", page.locator(".post-hero").getByText(ADDRESS)],
    ["primary action", action],
  ];
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  for (const [name, locator] of parts) {
    await locator.waitFor();
    expect(await inFirstScreen(page, locator), `${name} in the first ${JSON.stringify(page.viewportSize())} screen`).toBe(true);
  }
}

describe("post page: the first screen", () => {
  for (const viewport of [LAPTOP, PHONE]) {
    it(`${viewport.width}x${viewport.height}: photo, title, price, facts, type, address and 'Login to Make an Offer' in view, axe clean`, async () => {
      const { page, errors } = await open(viewport);
      await page.goto(`/post/${fullId}`);
      await page.getByRole("heading", { level: 1, name: TITLE }).waitFor();
      await appReady(page);
      expect(await page.getByRole("list", { name: "Property facts" }).locator("li").allTextContents()).toEqual(["4 beds", "3 baths", "2,150 sqft", "Built 1999"]);
      expect(await page.locator(".post-hero .post-facts__price").textContent()).toBe("$1,249,000");
      await expectAboveTheFold(page, page.getByRole("button", { name: "Login to Make an Offer" }));
      await expectNoSidewaysScroll(page);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  it("375x667, signed in: 'Make an Offer' in view", async () => {
    const { page } = await open(LAPTOP); // the header's "Submit Post" (signed in) shows at this width
    await new AuthPages(page).signIn(member.email, member.password);
    await page.setViewportSize(PHONE);
    await page.goto(`/post/${fullId}`);
    await page.getByRole("heading", { level: 1, name: TITLE }).waitFor();
    await expectAboveTheFold(page, new PostDetailPage(page).actions.getByRole("button", { name: "Make an Offer" }));
  });

  it("screenshots at 375, 768 and 1280 px", async () => {
    const { page, errors } = await open(LAPTOP);
    await page.goto(`/post/${fullId}`);
    await page.getByRole("heading", { level: 1, name: TITLE }).waitFor();
    await appReady(page);
    const files = await screenshotAtWidths(page, "post-read-post");
    expect(files).toHaveLength(3);
    expect(errors).toEqual([]);
  });
});

describe("post page: the lightbox", () => {
  it("Enter on a photo opens it there, the arrow keys move round, Esc closes and focus goes back to the photo", async () => {
    const { page, errors } = await open(LAPTOP);
    await page.goto(`/post/${fullId}`);
    await page.getByRole("heading", { level: 1, name: TITLE }).waitFor();
    await appReady(page);
    const third = page.getByRole("button", { name: "View photo 3 of 6 full size" });
    await third.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: `Photos of ${TITLE}` });
    await dialog.waitFor();
    const shown = dialog.locator("img.lightbox__image");
    const current = async () => [await shown.getAttribute("alt"), await shown.getAttribute("src"), await dialog.locator(".lightbox__caption").textContent()];
    expect(await current()).toEqual([`${TITLE}, photo 3`, "https://img.example/read/2.jpg", "Photo 3 of 6"]);
    await page.keyboard.press("ArrowRight");
    await dialog.getByText("Photo 4 of 6").waitFor();
    expect(await current()).toEqual([`${TITLE}, photo 4`, "https://img.example/read/3.jpg", "Photo 4 of 6"]);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await dialog.getByText("Photo 1 of 6").waitFor();
    expect(await shown.getAttribute("src")).toBe("https://img.example/read/main.jpg");
    await page.keyboard.press("ArrowLeft"); // round to the last
    await dialog.getByText("Photo 6 of 6").waitFor();
    await dialog.getByRole("button", { name: "Next photo" }).click();
    await dialog.getByText("Photo 1 of 6").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, "post-read-lightbox-1280.png") });
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await page.waitForFunction(() => document.activeElement?.getAttribute("aria-label") === "View photo 3 of 6 full size");

    // The main photo opens it too, and gets focus back.
    const main = page.getByRole("button", { name: "View photo 1 of 6 full size" });
    await main.focus();
    await page.keyboard.press("Enter");
    await dialog.getByText("Photo 1 of 6").waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await page.waitForFunction(() => document.activeElement?.getAttribute("aria-label") === "View photo 1 of 6 full size");
    expect(errors).toEqual([]);
  });
});

describe("carousel arrows", () => {
  it("the left arrow only once scrolled, the right one only while there is more, none for one photo", async () => {
    const { page, errors } = await open(LAPTOP);
    await page.goto(`/post/${fullId}`);
    await page.getByRole("heading", { level: 1, name: TITLE }).waitFor();
    await appReady(page);
    const carousel = page.getByRole("group", { name: `Photos of ${TITLE}` });
    const prev = carousel.getByRole("button", { name: "Previous photos" });
    const next = carousel.getByRole("button", { name: "Next photos" });
    await next.waitFor();
    expect(await prev.count()).toBe(0);
    // Five photos, three in view at 1280 px: one step right shows the last ones.
    await next.click();
    await prev.waitFor();
    await next.waitFor({ state: "detached" });
    // The arrow clicked went away: focus is on the other one, not lost.
    await page.waitForFunction(() => document.activeElement?.getAttribute("aria-label") === "Previous photos");
    await prev.click();
    await prev.waitFor({ state: "detached" });
    await next.waitFor();

    await page.goto(`/post/${oneExtraId}`);
    await page.getByRole("heading", { level: 1, name: "Condo with one extra photo" }).waitFor();
    const solo = page.getByRole("group", { name: "Photos of Condo with one extra photo" });
    await solo.getByRole("button", { name: "View photo 1 of 1 full size" }).waitFor();
    expect(await solo.getByRole("button", { name: /photos$/ }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe("feed cards", () => {
  it("1280 px: cards side by side, each with its price, facts, type and address; screenshots of the feed", async () => {
    const { page, errors } = await open(LAPTOP);
    await page.goto("/residential");
    const card = page.getByRole("article", { name: TITLE });
    await card.waitFor();
    await appReady(page);
    expect(await card.locator(".post-facts__price").textContent()).toBe("$1,249,000");
    expect(await card.getByRole("list", { name: "Property facts" }).locator("li").allTextContents()).toEqual(["4 beds", "3 baths", "2,150 sqft", "Built 1999"]);
    await card.getByText("House (detached)").waitFor();
    await card.getByText(ADDRESS).waitFor();
    // Side by side: at least two cards share the top of the first row, all in the first screen.
    const boxes = await page.locator("article.feed-card").evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect()).map((r) => ({ top: Math.round(r.top), left: r.left, bottom: r.bottom })));
    const firstRow = boxes.filter((b) => b.top === boxes[0]?.top);
    expect(firstRow.length).toBeGreaterThanOrEqual(2);
    expect(new Set(firstRow.map((b) => b.left)).size).toBe(firstRow.length);
    await expectNoSidewaysScroll(page);
    await screenshotAtWidths(page, "post-read-feed");
    expect(errors).toEqual([]);
  });

  it("375 px: one column, no sideways scroll", async () => {
    const { page } = await open(PHONE);
    await page.goto("/residential");
    await page.getByRole("article", { name: TITLE }).getByText(ADDRESS).waitFor();
    const lefts = await page.locator("article.feed-card").evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(1);
    await expectNoSidewaysScroll(page);
  });
});

describe("search and featured cards", () => {
  const FACTS = ["House (detached)", "4 beds", "3 baths", "2,150 sqft"];

  it("a search result carries the type and the key facts beside its price and address", async () => {
    const { page, errors } = await open(LAPTOP);
    await page.goto("/search?q=Oakville");
    const card = page.locator(".property-card", { hasText: TITLE });
    await card.waitFor();
    expect(await card.locator(".property-card__price").textContent()).toBe("$1,249,000");
    expect(await card.getByRole("list", { name: "Property facts" }).locator("li").allTextContents()).toEqual(FACTS);
    expect(await card.locator(".property-card__address").textContent()).toBe(ADDRESS);
    expect(errors).toEqual([]);
  });

  it("a featured card on / carries them too", async () => {
    const { page, errors } = await open(LAPTOP);
    await page.goto("/");
    const featured = page.getByRole("region", { name: "Featured Properties" });
    const card = featured.locator(".property-card", { hasText: TITLE });
    await card.waitFor();
    expect(await card.getByRole("list", { name: "Property facts" }).locator("li").allTextContents()).toEqual(FACTS);
    expect(errors).toEqual([]);
  });
});
