import type { Locator, Page } from "playwright-core";
import { AppShell } from "./app-shell.ts";

/** The dashboard's Conversations tab (/profile?tab=conversations): the list and the open conversation. */
export class ConversationsPage {
  readonly shell: AppShell;
  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
  }

  async goto(): Promise<void> {
    await this.page.goto("/profile?tab=conversations");
    await this.list.waitFor();
  }

  get list(): Locator {
    return this.page.getByRole("navigation", { name: "Conversations" });
  }

  /** Opens the conversation about a post (by its title) and returns its panel. */
  async open(postTitle: string): Promise<Locator> {
    await this.list.getByRole("button", { name: new RegExp(postTitle) }).click();
    const thread = this.thread(postTitle);
    await thread.waitFor();
    return thread;
  }

  thread(postTitle: string): Locator {
    return this.page.getByRole("region", { name: postTitle });
  }

  message(thread: Locator, text: string): Locator {
    return thread.getByRole("list", { name: "Messages" }).getByRole("listitem").filter({ hasText: text });
  }

  async reply(thread: Locator, text: string): Promise<void> {
    await thread.getByLabel("Your reply").fill(text);
    await thread.getByRole("button", { name: "Send Reply" }).click();
    await this.shell.expectToast("Message sent.");
    await this.message(thread, text).waitFor();
  }
}
