import type { Locator, Page } from "playwright-core";
import { AppShell } from "./app-shell.ts";

/** /search and its result cards. */
export class SearchPage {
  readonly shell: AppShell;
  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
  }

  async goto(q?: string): Promise<void> {
    await this.page.goto(q === undefined ? "/search" : `/search?q=${encodeURIComponent(q)}`);
  }

  get heading(): Locator {
    return this.page.getByRole("heading", { level: 1 });
  }

  get results(): Locator {
    return this.page.getByRole("list", { name: "Search results" }).getByRole("link");
  }
}
