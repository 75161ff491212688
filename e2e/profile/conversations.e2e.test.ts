// Offers and questions as conversations (issue 21) in real Chromium: an offer answered and accepted, a question and
// its reply, each e-mail in the local mailbox; dialogs open on their first field and give focus back; axe-clean;
// screenshots of the dashboard's conversation view at 375, 768 and 1280 px.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startWebHarness, type WebHarness } from "../support/web-stack.ts";
import { seriousViolations } from "../support/axe.ts";
import { ARTIFACTS_DIR, expectNoSidewaysScroll, screenshotAtWidths } from "../support/screenshots.ts";
import { focusedId, WIDTHS } from "../support/browser.ts";
import { createPost } from "../support/data.ts";
import { AuthPages } from "../support/pages/auth-pages.ts";
import { PostDetailPage } from "../support/pages/post-page.ts";
import { ConversationsPage } from "../support/pages/conversations-page.ts";

let web: WebHarness;

beforeAll(async () => {
  web = await startWebHarness();
});
afterAll(async () => {
  await web?.stop();
});

async function signedIn(email: string, password: string, width?: number) {
  const opened = await web.open(width);
  await new AuthPages(opened.page).signIn(email, password);
  return opened;
}

/** Waits for an e-mail with this subject to reach the mailbox (queued with the write, drained by the stack). */
async function mailTo(address: string, subject: string) {
  await expect.poll(() => web.stack.mailbox.list(address).map((m) => m.subject), { timeout: 30_000 }).toContain(subject);
  return web.stack.mailbox.list(address).filter((m) => m.subject === subject).at(-1);
}

/** The label of the focused radio (antd puts the input inside its label). */
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.closest("label")?.textContent?.trim() ?? "");
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");

describe("conversations", () => {
  it("an offer is answered and accepted: replies both ways, the status in the member's dashboard, an e-mail each time", async () => {
    const owner = await web.stack.signUpConfirmed(undefined, "ownerpass1", "conv_owner");
    const member = await web.stack.signUpConfirmed(undefined, "memberpass1", "conv_member");
    const postId = await createPost(owner.client, owner.user.id, { title: "Harbourfront condo" });

    const buyer = await signedIn(member.email, "memberpass1");
    const post = new PostDetailPage(buyer.page);
    await post.goto(postId);
    const dialog = await post.openOffer();
    // Opens on its first field, which brings up the numeric keyboard on phones.
    await expect.poll(() => focusedId(buyer.page)).toBe("offer-amount");
    expect(await dialog.getByLabel("Offer amount").getAttribute("inputmode")).toBe("numeric");
    await dialog.getByLabel("Offer amount").fill("150");
    await dialog.getByRole("button", { name: "Submit Offer" }).click();
    await dialog.getByText("Offer amounts go up in steps of $100.").waitFor();
    await dialog.getByLabel("Offer amount").fill("615000");
    await dialog.getByLabel("Message (optional)").fill("Could we close in March?");
    await dialog.getByText("24 / 500").waitFor();
    await dialog.getByRole("button", { name: "Submit Offer" }).click();
    await post.shell.expectToast("Offer submitted successfully!");
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => focusedText(buyer.page)).toBe("Make an Offer");

    const offerMail = await mailTo(owner.email, "New offer on “Harbourfront condo”");
    expect(offerMail?.text).toContain("$615,000");
    expect(offerMail?.text).toContain("Could we close in March?");

    const seller = await signedIn(owner.email, "ownerpass1");
    const ownerView = new ConversationsPage(seller.page);
    await ownerView.goto();
    let thread = await ownerView.open("Harbourfront condo");
    await thread.getByText("conv_member offered $615,000").waitFor();
    await ownerView.reply(thread, "March works for us.");
    await thread.getByRole("button", { name: "Accept offer" }).click();
    await seller.page.getByRole("tooltip").getByRole("button", { name: "Accept" }).click();
    await ownerView.shell.expectToast("Offer accepted.");
    await thread.getByText("Accepted", { exact: true }).waitFor();
    expect(await thread.getByRole("button", { name: "Accept offer" }).count()).toBe(0);

    await mailTo(member.email, "New message about “Harbourfront condo”");
    await mailTo(member.email, "Your offer on “Harbourfront condo” was accepted");

    const memberView = new ConversationsPage(buyer.page);
    await memberView.goto();
    await memberView.list.getByText("Accepted", { exact: true }).waitFor();
    thread = await memberView.open("Harbourfront condo");
    await memberView.message(thread, "March works for us.").waitFor();
    await memberView.reply(thread, "Wonderful, thank you!");
    const replyMail = await mailTo(owner.email, "New message about “Harbourfront condo”");
    expect(replyMail?.text).toContain("Wonderful, thank you!");

    expect(await seriousViolations(buyer.page)).toEqual([]);
    await screenshotAtWidths(buyer.page, "dashboard-conversation");
    await buyer.page.setViewportSize({ width: WIDTHS.mobile, height: 900 });
    await expectNoSidewaysScroll(buyer.page);
    await thread.waitFor();
    expect(await memberView.list.isVisible()).toBe(false);
    expect(await seriousViolations(buyer.page)).toEqual([]);
    await buyer.page.getByRole("button", { name: "All conversations" }).click();
    await memberView.list.waitFor();
  });

  it("a question and its reply: Ask a question on the post page, the answer in the dashboard, an e-mail each way", async () => {
    const owner = await web.stack.signUpConfirmed(undefined, "ownerpass1", "q_owner");
    const member = await web.stack.signUpConfirmed(undefined, "memberpass1", "q_member");
    const postId = await createPost(owner.client, owner.user.id, { title: "Orchard acreage" });

    const asker = await signedIn(member.email, "memberpass1");
    await asker.page.setViewportSize({ width: WIDTHS.mobile, height: 900 });
    const post = new PostDetailPage(asker.page);
    await post.goto(postId);
    await expectNoSidewaysScroll(asker.page);
    await asker.page.screenshot({ path: `${ARTIFACTS_DIR}/post-actions-ask-375.png` });
    // The report dialog opens on its first field too, shows a counter on its details and gives focus back.
    const reportDialog = await post.openReport();
    await expect.poll(() => focusedLabel(asker.page)).toBe("Spam or misleading");
    await reportDialog.getByLabel("Other").check();
    await reportDialog.getByLabel("Details").fill("Duplicate");
    await reportDialog.getByText("9 / 1993").waitFor();
    await reportDialog.getByRole("button", { name: "Cancel" }).click();
    await reportDialog.waitFor({ state: "hidden" });
    await expect.poll(() => focusedText(asker.page)).toBe("Report");

    await post.actions.getByRole("button", { name: "Ask a question" }).click();
    const dialog = asker.page.getByRole("dialog", { name: "Ask a question" });
    await dialog.waitFor();
    await expect.poll(() => focusedId(asker.page)).toBe("question-body");
    await dialog.getByRole("button", { name: "Send Question" }).click();
    await dialog.getByText("Please write a message.").waitFor();
    await dialog.getByLabel("Your question").fill("Are the apple trees still producing?");
    expect(await seriousViolations(asker.page)).toEqual([]);
    await dialog.getByRole("button", { name: "Send Question" }).click();
    await post.shell.expectToast("Question sent. You will find the answer in your dashboard.");
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => focusedText(asker.page)).toBe("Ask a question");

    const questionMail = await mailTo(owner.email, "New question about “Orchard acreage”");
    expect(questionMail?.text).toContain("Are the apple trees still producing?");

    const seller = await signedIn(owner.email, "ownerpass1");
    const ownerView = new ConversationsPage(seller.page);
    await ownerView.goto();
    const thread = await ownerView.open("Orchard acreage");
    await thread.getByText("Question", { exact: true }).waitFor();
    expect(await thread.getByRole("button", { name: "Accept offer" }).count()).toBe(0);
    await ownerView.reply(thread, "Yes, about 40 bushels a year.");
    const answerMail = await mailTo(member.email, "New message about “Orchard acreage”");
    expect(answerMail?.text).toContain("Yes, about 40 bushels a year.");

    const memberView = new ConversationsPage(asker.page);
    await memberView.goto();
    const mine = await memberView.open("Orchard acreage");
    await memberView.message(mine, "Yes, about 40 bushels a year.").waitFor();
    // A received message can be reported; the dialog opens on its field and gives focus back.
    await mine.getByRole("button", { name: "Report message from q_owner" }).click();
    const report = asker.page.getByRole("dialog", { name: "Report this message" });
    await report.waitFor();
    await expect.poll(() => focusedId(asker.page)).toBe("message-report-reason");
    await report.getByRole("button", { name: "Cancel" }).click();
    await report.waitFor({ state: "hidden" });
    await expect.poll(() => focusedText(asker.page)).toBe("Report");
  });

  it("an offer declined: the member sees Declined in their dashboard and is e-mailed", async () => {
    const owner = await web.stack.signUpConfirmed(undefined, "ownerpass1", "dec_owner");
    const member = await web.stack.signUpConfirmed(undefined, "memberpass1", "dec_member");
    const postId = await createPost(owner.client, owner.user.id, { title: "Prairie quarter section" });
    const offer = await member.client.from("offers").insert({ post_id: postId, user_id: member.user.id, offer_amount: 90_000, message: "Cash, no conditions." });
    expect(offer.error).toBeNull();
    await mailTo(owner.email, "New offer on “Prairie quarter section”");

    const seller = await signedIn(owner.email, "ownerpass1");
    const ownerView = new ConversationsPage(seller.page);
    await ownerView.goto();
    const thread = await ownerView.open("Prairie quarter section");
    await thread.getByRole("button", { name: "Decline offer" }).click();
    await seller.page.getByRole("tooltip").getByRole("button", { name: "Decline" }).click();
    await thread.getByText("Declined", { exact: true }).waitFor();
    expect(await thread.getByRole("button", { name: "Accept offer" }).count()).toBe(0);

    const declined = await mailTo(member.email, "Your offer on “Prairie quarter section” was declined");
    expect(declined?.text).toContain("/profile?tab=conversations");
    const buyer = await signedIn(member.email, "memberpass1");
    const memberView = new ConversationsPage(buyer.page);
    await memberView.goto();
    await memberView.list.getByText("Declined", { exact: true }).waitFor();
  });

  it("the Bio counter counts to 500", async () => {
    const member = await web.stack.signUpConfirmed();
    const { page } = await signedIn(member.email, "password123");
    await page.goto("/profile");
    await page.getByText("0 / 500").waitFor();
  });
});
