import type { Locator, Page } from "playwright-core";
import { AppShell } from "./app-shell.ts";

/** /post/{id}: one listing with its actions in the 'Listed by' panel. */
export class PostDetailPage {
  readonly shell: AppShell;
  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
  }

  /** Opens the post and waits for its heading (any level-1 heading: the listing's title or a state's). */
  async goto(id: string): Promise<void> {
    await this.page.goto(`/post/${id}`);
    await this.heading.waitFor();
  }

  get heading(): Locator {
    return this.page.getByRole("heading", { level: 1 });
  }

  /** The side panel with the author, the viewer's actions and Share. */
  get actions(): Locator {
    return this.page.getByRole("complementary", { name: "Listed by" });
  }

  /** The owner's offers count ('Loading...', then 'N offer(s)'). */
  get offersCount(): Locator {
    return this.actions.locator(".owner-controls__offers");
  }

  async openOffer(): Promise<Locator> {
    await this.actions.getByRole("button", { name: "Make an Offer" }).click();
    const dialog = this.page.getByRole("dialog", { name: "Make an Offer" });
    await dialog.waitFor();
    return dialog;
  }

  async openReport(): Promise<Locator> {
    await this.actions.getByRole("button", { name: "Report" }).click();
    const dialog = this.page.getByRole("dialog", { name: "Report this post" });
    await dialog.waitFor();
    return dialog;
  }

  async delete(): Promise<void> {
    await this.actions.getByRole("button", { name: "Delete" }).click();
    await this.page.getByRole("dialog", { name: "Delete this post?" }).getByRole("button", { name: "Delete" }).click();
  }
}
