import type { Locator, Page } from "playwright-core";

/** /debugger. */
export class DebuggerPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto("/debugger");
    await this.page.getByRole("heading", { name: "URL Debugger" }).waitFor();
  }

  async debug(url: string, withEnter = true): Promise<void> {
    const input = this.page.getByLabel("URL to debug");
    await input.fill(url);
    if (withEnter) await input.press("Enter");
    else await this.page.getByRole("button", { name: "Debug" }).click();
  }

  section(name: string): Locator {
    return this.page.getByRole("region", { name });
  }
}
