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

  /** Gives the post a title when the preview found none (the composer requires one). */
  async ensureTitle(text: string): Promise<void> {
    const title = this.composer.getByLabel("Title", { exact: true });
    if ((await title.inputValue()) === "") await title.fill(text);
  }

  async typePrice(text: string): Promise<Locator> {
    const input = this.composer.getByLabel("Price");
    // Focused first: the field then holds its raw number (a prefilled "$575,000.00" switches on focus), and fill
    // selects that and types over it.
    await input.click();
    await input.fill(text);
    return input;
  }

  get addressSearch(): Locator {
    return this.composer.getByLabel("Search address");
  }

  get photoInput(): Locator {
    return this.page.getByTestId("image-input");
  }

  /** The uploaded photos' thumbnails. */
  get photos(): Locator {
    return this.composer.getByRole("img", { name: /^Uploaded photo \d+$/ });
  }

  get linkPreview(): Locator {
    return this.composer.getByRole("group", { name: "Link preview" });
  }

  /** Drops files on the photo area as a drag and drop from the desktop does. */
  async dropPhotos(files: { name: string; mimeType: string }[]): Promise<void> {
    const dataTransfer = await this.page.evaluateHandle((list) => {
      const dt = new DataTransfer();
      for (const f of list) dt.items.add(new File([new Uint8Array([137, 80, 78, 71])], f.name, { type: f.mimeType }));
      return dt;
    }, files);
    await this.composer.locator(".image-drop__zone").dispatchEvent("drop", { dataTransfer });
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
