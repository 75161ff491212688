import type { Locator, Page, Route } from "playwright-core";

/** Page model of the member Dashboard (/profile). */
export class DashboardPage {
  constructor(readonly page: Page) {}

  async goto(tab?: "saved" | "reports" | "offers"): Promise<void> {
    await this.page.goto(tab ? `/profile?tab=${tab}` : "/profile");
    await this.page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
  }

  tab(name: "Profile Settings" | "Saved Listings" | "My Reports" | "My Offers"): Locator {
    return this.page.getByRole("tab", { name });
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  get saveButton(): Locator {
    return this.page.getByRole("button", { name: /Save All Changes|Saving\.\.\./ });
  }

  fieldError(text: string): Locator {
    return this.page.getByRole("alert").filter({ hasText: text });
  }

  toast(text: string): Locator {
    return this.page.locator(".ant-message-notice", { hasText: text }).first();
  }
}

/**
 * Holds the first request matching `pattern` until `release()` is called, so a loading state can be asserted
 * without timing. The request itself goes to the real stack.
 */
export async function holdRequest(page: Page, pattern: RegExp): Promise<{ release: () => void; held: Promise<void> }> {
  let release: () => void = () => undefined;
  let markHeld: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (markHeld = resolve));
  const gate = new Promise<void>((resolve) => (release = resolve));
  let used = false;
  const handler = async (route: Route) => {
    if (used) return route.continue();
    used = true;
    markHeld();
    await gate;
    await route.continue();
  };
  await page.route(pattern, handler);
  return { release: () => release(), held };
}
