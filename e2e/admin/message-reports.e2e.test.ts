import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWebHarness, type WebHarness } from "../support/web-stack.ts";
import { seriousViolations } from "../support/axe.ts";
import { expectNoSidewaysScroll, screenshotAtWidths } from "../support/screenshots.ts";
import { WIDTHS } from "../support/browser.ts";
import { createPost } from "../support/data.ts";
import type { SignedInUser } from "@test-support/stack/stack.ts";
import { row, signedInPage, toast } from "./admin-harness.ts";

// Issue 21: messages of conversations can be reported; admins read the reported ones (and their conversation) in
// Reports → Messages, and resolve or re-open the report.
let web: WebHarness;
let admin: SignedInUser;
let owner: SignedInUser;
let member: SignedInUser;

beforeAll(async () => {
  web = await startWebHarness();
  admin = await web.stack.signUpConfirmed(undefined, undefined, "msgrep_admin");
  await web.stack.makeAdmin(admin.user.id);
  owner = await web.stack.signUpConfirmed(undefined, undefined, "msgrep_owner");
  member = await web.stack.signUpConfirmed(undefined, undefined, "msgrep_member");
});

afterAll(async () => {
  await web?.stop();
});

describe("reported messages", () => {
  it("a member reports the owner's reply; the admin reads it with its conversation and resolves it", async () => {
    const postId = await createPost(owner.client, owner.user.id, { title: "Cottage on the bay" });
    const asked = await member.client.rpc("ask_question", { p_post_id: postId, p_body: "Is the dock included?" });
    expect(asked.error).toBeNull();
    const reply = await owner.client.from("conversation_messages").insert({ conversation_id: asked.data!, body: "Stop asking silly questions." }).select("id").single();
    expect(reply.error).toBeNull();
    expect((await member.client.from("conversation_message_reports").insert({ message_id: reply.data!.id, reason: "Rude reply." })).error).toBeNull();

    const page = await signedInPage(web, admin);
    await page.goto("/admin/reports");
    await page.getByRole("tab", { name: "Messages" }).click();
    await page.waitForURL((url) => url.searchParams.get("tab") === "messages");
    const reported = row(page, "Stop asking silly questions.");
    await reported.waitFor();
    await reported.getByText("From msgrep_owner").waitFor();
    await reported.getByRole("link", { name: "Cottage on the bay" }).waitFor();
    await reported.getByText("Rude reply.").waitFor();
    expect(await reported.getByText("msgrep_member").count()).toBe(1); // the reporter
    // The whole conversation, the reported message marked.
    await reported.getByRole("button", { name: "Show conversation" }).click();
    const conversation = page.getByRole("list", { name: "The conversation" });
    await conversation.getByText("Is the dock included?").waitFor();
    await conversation.getByText("reported", { exact: false }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await reported.getByRole("button", { name: "Resolve" }).click();
    await toast(page, "Report status updated.").waitFor();
    await reported.getByRole("button", { name: "Re-open" }).waitFor();
    const stored = await admin.client.from("conversation_message_reports").select("status").eq("message_id", reply.data!.id).single();
    expect(stored.data?.status).toBe("resolved");

    // The tab is in the address; on a phone the table fits.
    await page.reload();
    await row(page, "Stop asking silly questions.").waitFor();
    await page.setViewportSize({ width: WIDTHS.mobile, height: 900 });
    await expectNoSidewaysScroll(page);
    await screenshotAtWidths(page, "admin-reported-messages");
  });

});
