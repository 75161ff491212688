import type { Page } from "playwright-core";
import { AuthPages } from "../support/pages/auth-pages.ts";
import type { WebHarness } from "../support/web-stack.ts";
import type { SignedInUser } from "@test-support/stack/stack.ts";

/** Opens a page signed in as `who` (desktop width for the sign-in, then `width`). */
export async function signedInPage(web: WebHarness, who: SignedInUser, width?: number): Promise<Page> {
  const { page } = await web.open();
  await new AuthPages(page).signIn(who.email, who.password);
  if (width) await page.setViewportSize({ width, height: 900 });
  return page;
}

export function toast(page: Page, text: string) {
  return page.locator(".ant-message-notice", { hasText: text }).first();
}

/** The table row (antd) containing `text`. */
export function row(page: Page, text: string) {
  return page.locator("tr.ant-table-row", { hasText: text });
}

/** An open antd dialog by its title text (matched on content: dialogs are labelled by generated ids). */
export function dialog(page: Page, title: string) {
  return page.getByRole("dialog").filter({ hasText: title });
}
