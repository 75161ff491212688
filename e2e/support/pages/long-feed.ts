import type { Locator, Page } from "playwright-core";

/** What a feed image says about how it loads. */
export type FeedImage = { cardIndex: number; src: string; loading: string | null; width: string | null; height: string | null };

/** The feed as a long list: its cards in order, scrolling to the end, and the cards' images. */
export class LongFeed {
  constructor(readonly page: Page) {}

  get cards(): Locator {
    return this.page.locator("article.feed-card");
  }

  /** The post ids of the cards, top to bottom (from each card's heading id, `post-<id>-title`). */
  cardIds(): Promise<string[]> {
    return this.cards.evaluateAll((articles) => articles.map((a) => (a.getAttribute("aria-labelledby") ?? "").replace(/^post-|-title$/g, "")));
  }

  /** Scrolls to the bottom as a reader does and waits for the next page's cards. */
  async scrollForMore(): Promise<number> {
    const before = await this.cards.count();
    await this.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await this.page.waitForFunction((n) => document.querySelectorAll("article.feed-card").length > n, before, { timeout: 60_000 });
    return this.cards.count();
  }

  /** Every <img> inside a feed card, with the attributes that decide when it loads and the box it takes. */
  images(): Promise<FeedImage[]> {
    return this.cards.evaluateAll((articles) =>
      articles.flatMap((article, cardIndex) =>
        [...article.querySelectorAll("img")].map((img) => ({
          cardIndex,
          src: img.getAttribute("src") ?? "",
          loading: img.getAttribute("loading"),
          width: img.getAttribute("width"),
          height: img.getAttribute("height"),
        })),
      ),
    );
  }

  /** Whether the browser renders the card's contents now (false while `content-visibility: auto` skips them). */
  isContentRendered(index: number): Promise<boolean> {
    return this.cards.nth(index).locator("h3").evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }));
  }

  /** How far below the bottom of the viewport a card starts, in CSS pixels. */
  distanceBelowViewport(index: number): Promise<number> {
    return this.cards.nth(index).evaluate((card) => card.getBoundingClientRect().top - window.innerHeight);
  }
}
