import type { Locator, Page } from "playwright-core";

/** Header, mobile menu and toasts: what every screen shares. */
export class AppShell {
  constructor(readonly page: Page) {}

  get header(): Locator {
    return this.page.locator("header.header");
  }

  /** The one visible toast (antd message). */
  get toast(): Locator {
    return this.page.locator(".ant-message-notice");
  }

  async expectToast(text: string): Promise<void> {
    await this.page.locator(".ant-message-notice", { hasText: text }).first().waitFor({ state: "visible" });
  }

  get headerSearchBox(): Locator {
    return this.header.getByRole("searchbox", { name: "Search homes for sale" });
  }

  async headerSearch(text: string): Promise<void> {
    const box = this.headerSearchBox;
    await box.fill(text);
    await box.press("Enter");
  }

  get menuButton(): Locator {
    return this.page.getByRole("button", { name: "Open menu" });
  }

  /** The mobile menu drawer (once opened, it stays in the page hidden between openings). */
  get mobileMenu(): Locator {
    return this.page.getByRole("dialog", { name: "Menu" });
  }

  /** Whether the keyboard focus is on the header's menu button. */
  menuButtonHasFocus(): Promise<boolean> {
    return this.page.evaluate(() => document.activeElement?.getAttribute("aria-label") === "Open menu");
  }

  async openMobileMenu(): Promise<Locator> {
    await this.page.getByRole("button", { name: "Open menu" }).click();
    const drawer = this.page.getByRole("dialog", { name: "Menu" });
    await drawer.waitFor();
    return drawer;
  }

  async signOut(): Promise<void> {
    await this.header.getByRole("button", { name: "Sign out" }).click();
  }

  /** The visible toasts (a closing one leaves the page after its short animation). */
  async visibleToasts(): Promise<string[]> {
    return this.page.locator(".ant-message-notice").allTextContents();
  }

  /** JSON-LD blocks of the page, parsed. */
  async structuredData(): Promise<Record<string, unknown>[]> {
    const texts = await this.page.locator('script[type="application/ld+json"]').allTextContents();
    return texts.map((t) => JSON.parse(t) as Record<string, unknown>);
  }
}
