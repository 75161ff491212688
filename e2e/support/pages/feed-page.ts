import type { Locator, Page } from "playwright-core";
import { AppShell } from "./app-shell.ts";

/** The home page's composer and the feed (home and category pages). */
export class FeedPage {
  readonly shell: AppShell;
  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
  }

  card(title: string): Locator {
    return this.page.locator("article.feed-card").filter({ has: this.page.getByRole("heading", { name: title }) });
  }

  get composer(): Locator {
    return this.page.locator("section.composer");
  }

  async chooseCategory(label: string): Promise<void> {
    await this.composer.getByLabel("Category").click();
    await this.page.locator(".ant-select-item-option", { hasText: label }).first().click();
  }

  async typeContent(text: string): Promise<void> {
    await this.composer.getByLabel("Content").fill(text);
  }

  async typePrice(text: string): Promise<Locator> {
    const input = this.composer.getByLabel("Price");
    await input.fill(text);
    return input;
  }

  get postButton(): Locator {
    return this.composer.getByRole("button", { name: "Post", exact: true });
  }

  async openOffer(title: string): Promise<Locator> {
    await this.card(title).getByRole("button", { name: "Make an Offer" }).click();
    const dialog = this.page.getByRole("dialog", { name: "Make an Offer" });
    await dialog.waitFor();
    return dialog;
  }

  async openReport(title: string): Promise<Locator> {
    await this.card(title).getByRole("button", { name: "Report" }).click();
    const dialog = this.page.getByRole("dialog", { name: "Report this post" });
    await dialog.waitFor();
    return dialog;
  }
}
