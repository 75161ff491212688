import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startWebHarness, type WebHarness } from "../support/web-stack.ts";
import { seriousViolations } from "../support/axe.ts";
import { expectNoSidewaysScroll, screenshotAtWidths } from "../support/screenshots.ts";
import { appReady, focusedId, WIDTHS } from "../support/browser.ts";
import { createPost } from "../support/data.ts";
import type { SignedInUser } from "@test-support/stack/stack.ts";
import { dialog, row, signedInPage, toast } from "./admin-harness.ts";

// Moderation (issue 21): takedown and restore from the post page with the author's e-mails, the automatic hold at
// the third report, the admin's report queue, the public moderation log.
let web: WebHarness;
let admin: SignedInUser;
let poster: SignedInUser;

beforeAll(async () => {
  web = await startWebHarness();
  admin = await web.stack.signUpConfirmed(undefined, undefined, "mod_admin");
  await web.stack.makeAdmin(admin.user.id);
  poster = await web.stack.signUpConfirmed(undefined, undefined, "mod_poster");
});

afterAll(async () => {
  await web?.stop();
});

/** The subject and text of the newest mail to `email` whose subject contains `subject`, once it has arrived. */
async function mailed(email: string, subject: string) {
  await expect.poll(() => web.stack.mailbox.list(email).some((m) => m.subject.includes(subject)), { timeout: 20_000 }).toBe(true);
  return web.stack.mailbox.list(email).filter((m) => m.subject.includes(subject)).at(-1)!;
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");

async function chooseReason(page: Page, label: string) {
  await page.getByRole("combobox", { name: "Reason" }).click();
  await page.locator(".ant-select-item-option", { hasText: label }).click();
}

describe("moderation", () => {
  it("an admin hides a post with a reason from its page, the author is e-mailed and sees why, then the admin restores it", async () => {
    const postId = await createPost(poster.client, poster.user.id, { title: "Lakeside bungalow" });
    const page = await signedInPage(web, admin);
    await page.goto(`/post/${postId}`);
    const actions = page.getByRole("group", { name: "Admin actions" });
    await actions.getByRole("button", { name: "Hide" }).waitFor();
    // Admin actions, not the member's buttons.
    expect(await page.getByRole("button", { name: "Report" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Make an Offer" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: /save/i }).count()).toBe(0);

    await actions.getByRole("button", { name: "Hide" }).click();
    const hide = dialog(page, "Hide this post");
    // The dialog opens on its first field, the reason.
    await expect.poll(() => focusedId(page)).toBe("moderation-reason");
    await hide.getByRole("button", { name: "Hide post" }).click();
    await hide.getByText("Choose a reason from the list.").waitFor();
    await hide.getByText("Explain the reason in a few words for the author.").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await chooseReason(page, "Fake listing");
    await hide.getByLabel("Note to the author").fill("The photos belong to another property.");
    await hide.getByRole("button", { name: "Hide post" }).click();
    await toast(page, "Post hidden pending review. The author has been e-mailed.").waitFor();
    await page.getByRole("status").filter({ hasText: "This listing is hidden pending review" }).waitFor();
    // Focus is back on the button that opened the dialog, which now offers the hidden post's first action.
    await expect.poll(() => focusedText(page)).toBe("Remove");

    const { page: visitor } = await web.open();
    await visitor.goto(`/post/${postId}`);
    await visitor.getByRole("heading", { name: "Listing not found" }).waitFor();

    const hiddenMail = await mailed(poster.email, "has been hidden pending review");
    expect(hiddenMail.subject).toBe('Your listing "Lakeside bungalow" has been hidden pending review');
    expect(hiddenMail.text).toContain("Reason: Fake listing");
    expect(hiddenMail.text).toContain("The photos belong to another property.");
    expect(hiddenMail.text).toContain(`${web.stack.url}/post/${postId}`);

    const author = await signedInPage(web, poster);
    await author.goto(`/post/${postId}`);
    const notice = author.getByRole("status").filter({ hasText: "This listing is hidden pending review" });
    await notice.getByText("Reason: Fake listing").waitFor();
    await notice.getByText("The photos belong to another property.").waitFor();

    await actions.getByRole("button", { name: "Restore" }).click();
    const restore = dialog(page, "Restore this post");
    await expect.poll(() => focusedId(page)).toBe("moderation-note"); // restoring has no reason: the note is first
    await restore.getByLabel("Note to the author (optional)").fill("Checked with the brokerage.");
    await restore.getByRole("button", { name: "Restore post" }).click();
    await toast(page, "Post restored. The author has been e-mailed.").waitFor();
    await expect.poll(() => focusedText(page)).toBe("Remove");
    expect((await mailed(poster.email, "has been restored")).text).toContain("Checked with the brokerage.");
    await visitor.goto(`/post/${postId}`);
    await visitor.getByRole("heading", { level: 1, name: "Lakeside bungalow" }).waitFor();

    // Each action is in the admin audit log.
    await page.goto("/admin/users");
    const audit = page.getByRole("region", { name: "Audit Log" });
    await audit.locator("tr", { hasText: "Hid a post" }).filter({ hasText: "Lakeside bungalow" }).waitFor();
    await audit.locator("tr", { hasText: "Restored a post" }).filter({ hasText: "Lakeside bungalow" }).waitFor();

    // The public log: title, reason category and date; never who reported or acted.
    await visitor.goto("/");
    await appReady(visitor);
    await visitor.getByRole("contentinfo").getByRole("link", { name: "Moderation log" }).click();
    await visitor.getByRole("heading", { level: 1, name: "Moderation log" }).waitFor();
    const entries = visitor.getByRole("list", { name: "Moderation actions, newest first" }).getByRole("listitem");
    await entries.filter({ hasText: "Restored" }).filter({ hasText: "Lakeside bungalow" }).waitFor();
    await entries.filter({ hasText: "Hidden pending review" }).filter({ hasText: "Reason: Fake listing" }).waitFor();
    const text = (await visitor.locator("main").textContent()) ?? "";
    expect(text).not.toContain("mod_admin");
    expect(text).not.toContain("The photos belong to another property.");
    expect(await seriousViolations(visitor)).toEqual([]);
    await screenshotAtWidths(visitor, "moderation-log");
    await visitor.setViewportSize({ width: WIDTHS.mobile, height: 900 });
    await expectNoSidewaysScroll(visitor);
  });

  it("the third member's report holds a post for review; the queue puts it first and opens it on our site", async () => {
    const postId = await createPost(poster.client, poster.user.id, { title: "Triple reported loft" });
    const quiet = await createPost(poster.client, poster.user.id, { title: "Once reported condo" });
    const reporters = await Promise.all(["mod_rep_a", "mod_rep_b", "mod_rep_c"].map((name) => web.stack.signUpConfirmed(undefined, undefined, name)));
    for (const reporter of reporters.slice(0, 2)) {
      await reporter.client.from("reports").insert({ reporter_id: reporter.user.id, reported_post_id: postId, target_type: "post", reason: "Fake listing" });
    }
    await reporters[0]!.client.from("reports").insert({ reporter_id: reporters[0]!.user.id, reported_post_id: quiet, target_type: "post", reason: "Spam or misleading" });

    // The third report, through the dialog.
    const third = await signedInPage(web, reporters[2]!);
    await third.goto(`/post/${postId}`);
    await third.getByRole("button", { name: "Report" }).click();
    const report = dialog(third, "Report this post");
    await report.getByRole("radio", { name: "Fake listing" }).check();
    await report.getByRole("button", { name: "Submit Report" }).click();
    await toast(third, "Report submitted successfully. Thank you for your feedback.").waitFor();

    const { page: visitor } = await web.open();
    await visitor.goto(`/post/${postId}`);
    await visitor.getByRole("heading", { name: "Listing not found" }).waitFor();
    expect((await mailed(poster.email, "Triple reported loft")).text).toContain("Several members reported it");

    // A second report by the same member is refused in words.
    const again = await signedInPage(web, reporters[0]!);
    await again.goto(`/post/${quiet}`);
    await again.getByRole("button", { name: "Report" }).click();
    const second = dialog(again, "Report this post");
    await second.getByRole("radio", { name: "Spam or misleading" }).check();
    await second.getByRole("button", { name: "Submit Report" }).click();
    await toast(again, "You have already reported this post. It is under review.").waitFor();

    const page = await signedInPage(web, admin);
    await page.goto("/admin/reports");
    const first = page.locator("tr.ant-table-row").first();
    await first.getByText("Triple reported loft").waitFor();
    await first.getByLabel("3 open reports").waitFor();
    await first.getByText("Hidden pending review").waitFor();
    expect(await first.getByRole("link", { name: "Triple reported loft" }).getAttribute("href")).toBe(`/post/${postId}`);
    expect(await seriousViolations(page)).toEqual([]);

    // Restore from the queue: the post is back and its reports are closed.
    await first.getByRole("button", { name: "Restore" }).click();
    await dialog(page, "Restore this post").getByRole("button", { name: "Restore post" }).click();
    await toast(page, "Post restored. The author has been e-mailed.").waitFor();
    await expect.poll(async () => (await row(page, "Triple reported loft").getByText("open", { exact: true }).count()), { timeout: 15_000 }).toBe(0);
    await visitor.goto(`/post/${postId}`);
    await visitor.getByRole("heading", { level: 1, name: "Triple reported loft" }).waitFor();
  });

  it("an admin removes a reported post from the queue: focus back in its row, the author's e-mail, the public log", async () => {
    const postId = await createPost(poster.client, poster.user.id, { title: "Duplicate waterfront lot" });
    const reporter = await web.stack.signUpConfirmed(undefined, undefined, "mod_rep_remove");
    await reporter.client.from("reports").insert({ reporter_id: reporter.user.id, reported_post_id: postId, target_type: "post", reason: "Spam or misleading" });
    const page = await signedInPage(web, admin);
    await page.goto("/admin/reports");
    const reported = row(page, "Duplicate waterfront lot");
    await reported.getByRole("button", { name: "Remove" }).click();
    const remove = dialog(page, "Remove this post");
    await expect.poll(() => focusedId(page)).toBe("moderation-reason");
    await chooseReason(page, "Spam or misleading");
    await remove.getByLabel("Note to the author").fill("The same lot is posted three times.");
    await remove.getByRole("button", { name: "Remove post" }).click();
    await toast(page, "Post removed. The author has been e-mailed.").waitFor();
    await reported.getByText("Removed", { exact: true }).waitFor();
    // The Remove button is gone: the focus goes to the button in its place, Restore, in the same row.
    await expect.poll(() => focusedText(page)).toBe("Restore");
    expect(await page.evaluate(() => document.activeElement?.closest("tr")?.textContent ?? "")).toContain("Duplicate waterfront lot");

    const mail = await mailed(poster.email, "has been removed");
    expect(mail.subject).toBe('Your listing "Duplicate waterfront lot" has been removed');
    expect(mail.text).toContain("Reason: Spam or misleading");
    expect(mail.text).toContain("The same lot is posted three times.");
    const { page: visitor } = await web.open();
    await visitor.goto(`/post/${postId}`);
    await visitor.getByRole("heading", { name: "Listing not found" }).waitFor();
    await visitor.goto("/moderation-log");
    const entries = visitor.getByRole("list", { name: "Moderation actions, newest first" }).getByRole("listitem");
    await entries.filter({ hasText: "Removed" }).filter({ hasText: "Duplicate waterfront lot" }).filter({ hasText: "Reason: Spam or misleading" }).waitFor();
  });

  it("Reports and Users fit 375 px and 1280 px (screenshots under reports/artifacts)", async () => {
    const postId = await createPost(poster.client, poster.user.id, { title: "A listing with a rather long title that has to wrap on a phone" });
    const reporter = await web.stack.signUpConfirmed(undefined, undefined, "mod_narrow");
    await reporter.client.from("reports").insert({ reporter_id: reporter.user.id, reported_post_id: postId, target_type: "post", reason: "Other: the price is a placeholder" });
    const page = await signedInPage(web, admin, WIDTHS.mobile);
    for (const [path, name] of [["/admin/reports", "admin-reports"], ["/admin/users", "admin-users"]] as const) {
      await page.goto(path);
      await page.locator("tr.ant-table-row").first().waitFor();
      await expectNoSidewaysScroll(page);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshotAtWidths(page, name);
    }
    await page.goto("/admin/users");
    // Phones: confirmed, ban state and post count are in the one column.
    const posterRow = row(page, poster.email);
    await posterRow.getByText("confirmed", { exact: true }).waitFor();
    await posterRow.getByText(/\d+ posts?/).waitFor();
  });
});
