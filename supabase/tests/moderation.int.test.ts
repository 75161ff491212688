import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, testBackends, type SignedInUser, type TestStack } from "@test-support/stack/stack.ts";
import { castOf, isDenied, makePost, type Cast } from "./admin-fixtures.ts";

// Moderation (issue 21): hide / remove / restore with reasons, what each role sees afterwards, one open report per
// member per post, the automatic hold at the report threshold, the public log and the author's e-mail.
describe.each(await testBackends())("moderation on %s", (backend) => {
  let stack: TestStack;
  let cast: Cast;
  let author: SignedInUser;

  beforeAll(async () => {
    stack = await startTestStack({ backend });
    cast = await castOf(stack);
    author = await stack.signUpConfirmed();
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const visibleTo = async (client: Cast["visitor"], postId: string) => {
    const { data } = await client.from("posts").select("id").eq("id", postId);
    return (data ?? []).length === 1;
  };
  const inSearch = async (client: Cast["visitor"], postId: string, term: string) => {
    const { data } = await client.rpc("search_posts", { search_term: term });
    return (data ?? []).some((row) => row.id === postId);
  };
  const inFeatured = async (client: Cast["visitor"], postId: string) => {
    const { data } = await client.rpc("get_featured_posts", { p_limit: 100 });
    return (data ?? []).some((row) => row.id === postId);
  };
  const outbox = (to: string) =>
    stack.sql<{ subject: string; body: string }>("select subject, body from private.email_outbox where to_email = $1 order by id", [to]);

  it("hide: only the author and admins still see the post, in the feed, search and featured alike", async () => {
    const title = `Quokka cottage ${Date.now()}`;
    const postId = await makePost(author, { title, city: "Moncton" });
    await cast.admin.client.rpc("set_post_featured_status", { p_post_id: postId, p_is_featured: true });
    expect(await inFeatured(cast.visitor, postId)).toBe(true);
    const hide = await cast.admin.client.rpc("admin_moderate_post", { p_post_id: postId, p_action: "hide", p_reason: "fake_listing", p_note: "The photos belong to another listing." });
    expect(hide.error).toBeNull();
    expect(hide.data).toBe("pending");
    for (const client of [cast.visitor, cast.member.client, cast.other.client]) {
      expect(await visibleTo(client, postId)).toBe(false);
      expect(await inSearch(client, postId, "Quokka")).toBe(false);
      expect(await inFeatured(client, postId)).toBe(false);
    }
    expect(await visibleTo(author.client, postId)).toBe(true);
    expect(await visibleTo(cast.admin.client, postId)).toBe(true);
    const mail = await outbox(author.email);
    expect(mail.at(-1)?.subject).toBe(`Your listing "${title}" has been hidden pending review`);
    expect(mail.at(-1)?.body).toContain("Reason: Fake listing");
    expect(mail.at(-1)?.body).toContain("The photos belong to another listing.");
    expect(mail.at(-1)?.body).toContain(`{{site_url}}/post/${postId}`);
    // The stack's sender delivers it to the mailbox with the site's address filled in.
    await expect.poll(() => stack.mailbox.list(author.email).find((m) => m.text?.includes(`/post/${postId}`))?.text, { timeout: 15_000 })
      .toContain(`${stack.running.stack.config.siteUrl}/post/${postId}`);
    const audit = await cast.admin.client.from("admin_audit_log").select("action, actor_id, target_user_id, details").eq("action", "hide_post").eq("target_user_id", author.user.id);
    expect(audit.data?.some((row) => (row.details as { post_id?: string }).post_id === postId && row.actor_id === cast.admin.user.id)).toBe(true);
  });

  it("remove and restore: the post comes back for everyone, open reports are closed, each step e-mailed and logged", async () => {
    const postId = await makePost(author, { title: "Wombat acreage" });
    const report = await cast.member.client.from("reports").insert({ reporter_id: cast.member.user.id, reported_post_id: postId, target_type: "post", reason: "Fake listing" });
    expect(report.error).toBeNull();
    const remove = await cast.admin.client.rpc("admin_moderate_post", { p_post_id: postId, p_action: "remove", p_reason: "spam_or_misleading", p_note: "Advertises a different property." });
    expect(remove.data).toBe("rejected");
    expect(await visibleTo(cast.visitor, postId)).toBe(false);
    expect(await visibleTo(author.client, postId)).toBe(true);
    const [open] = await stack.sql<{ n: number }>("select count(*)::int as n from public.reports where reported_post_id = $1 and status = 'open'", [postId]);
    expect(open?.n).toBe(0);
    const restore = await cast.admin.client.rpc("admin_moderate_post", { p_post_id: postId, p_action: "restore", p_note: "Checked with the brokerage." });
    expect(restore.data).toBe("approved");
    expect(await visibleTo(cast.visitor, postId)).toBe(true);
    const subjects = (await outbox(author.email)).map((m) => m.subject);
    expect(subjects).toContain('Your listing "Wombat acreage" has been removed');
    expect(subjects).toContain('Your listing "Wombat acreage" has been restored');
    const log = await cast.visitor.rpc("moderation_log", { p_limit: 200 });
    const mine = (log.data ?? []).filter((row) => row.post_title === "Wombat acreage").map((row) => [row.action, row.reason]);
    expect(mine).toEqual([["restore", null], ["remove", "spam_or_misleading"]]);
  });

  it("every action needs a reason from the list and a note, except restore; words, not constraint names", async () => {
    const postId = await makePost(author);
    const noReason = await cast.admin.client.rpc("admin_moderate_post", { p_post_id: postId, p_action: "hide", p_note: "x" });
    expect(noReason.error?.message).toBe("Choose a reason from the list.");
    const noNote = await cast.admin.client.rpc("admin_moderate_post", { p_post_id: postId, p_action: "remove", p_reason: "other", p_note: "  " });
    expect(noNote.error?.message).toBe("Explain the reason in a few words for the author.");
    const already = await cast.admin.client.rpc("admin_moderate_post", { p_post_id: postId, p_action: "restore" });
    expect(already.error?.message).toBe("This post is already visible.");
  });

  it("visitor, member, other member and the author cannot moderate, nor change a status directly", async () => {
    const postId = await makePost(author);
    for (const client of [cast.visitor, cast.member.client, cast.other.client, author.client]) {
      const { error } = await client.rpc("admin_moderate_post", { p_post_id: postId, p_action: "hide", p_reason: "other", p_note: "x" });
      expect(isDenied(error) || error?.message === "Only admins can moderate posts.").toBe(true);
    }
    await cast.admin.client.rpc("admin_moderate_post", { p_post_id: postId, p_action: "hide", p_reason: "other", p_note: "Checking." });
    const direct = await cast.admin.client.from("posts").update({ status: "approved" }).eq("id", postId);
    expect(direct.error?.message).toBe("A post's visibility changes only through moderation.");
    const [row] = await stack.sql<{ status: string }>("select status from public.posts where id = $1", [postId]);
    expect(row?.status).toBe("pending");
  });

  it("one open report per member per post, in words", async () => {
    const postId = await makePost(author);
    const row = { reporter_id: cast.other.user.id, reported_post_id: postId, target_type: "post" as const, reason: "Spam or misleading" };
    expect((await cast.other.client.from("reports").insert(row)).error).toBeNull();
    const again = await cast.other.client.from("reports").insert(row);
    expect(again.error?.message).toBe("You have already reported this post. It is under review.");
  });

  it("the third distinct member's report holds the post pending review, e-mails the author and logs it", async () => {
    const postId = await makePost(author, { title: "Reported thrice" });
    const reporters = [cast.member, cast.other, await stack.signUpConfirmed()];
    for (const [i, reporter] of reporters.entries()) {
      expect(await visibleTo(cast.visitor, postId)).toBe(true);
      const { error } = await reporter.client.from("reports").insert({ reporter_id: reporter.user.id, reported_post_id: postId, target_type: "post", reason: `Fake listing ${i}` });
      expect(error).toBeNull();
    }
    expect(await visibleTo(cast.visitor, postId)).toBe(false);
    const [post] = await stack.sql<{ status: string }>("select status from public.posts where id = $1", [postId]);
    expect(post?.status).toBe("pending");
    expect((await outbox(author.email)).map((m) => m.subject)).toContain('Your listing "Reported thrice" has been hidden pending review');
    const log = await cast.visitor.rpc("moderation_log", { p_limit: 200 });
    const entry = (log.data ?? []).find((r) => r.post_title === "Reported thrice");
    expect(entry && { action: entry.action, reason: entry.reason }).toEqual({ action: "auto_hide", reason: "member_reports" });
    expect(Object.keys(entry ?? {})).not.toContain("reporter_id");
    const reports = await cast.admin.client.rpc("get_all_reports");
    const first = (reports.data ?? [])[0];
    expect(first?.reported_post_id).toBe(postId);
    expect(first?.report_count).toBe(3);
  });

  it("the threshold is a setting admins change (audited); nobody else reads or changes it", async () => {
    expect((await cast.member.client.rpc("admin_set_report_threshold", { p_threshold: 1 })).error).not.toBeNull();
    expect((await cast.member.client.from("moderation_settings").select("report_threshold")).data).toEqual([]);
    const set = await cast.admin.client.rpc("admin_set_report_threshold", { p_threshold: 2 });
    expect(set.error).toBeNull();
    expect((await cast.admin.client.from("moderation_settings").select("report_threshold")).data).toEqual([{ report_threshold: 2 }]);
    const postId = await makePost(author);
    for (const reporter of [cast.member, cast.other]) {
      await reporter.client.from("reports").insert({ reporter_id: reporter.user.id, reported_post_id: postId, target_type: "post", reason: "Harassment" });
    }
    expect(await visibleTo(cast.visitor, postId)).toBe(false);
    await cast.admin.client.rpc("admin_set_report_threshold", { p_threshold: 3 });
    const audit = await cast.admin.client.from("admin_audit_log").select("details").eq("action", "set_report_threshold");
    expect(audit.data?.map((r) => r.details)).toContainEqual({ from: 3, to: 2 });
  });

  it("the outbox is closed to every API role, and its sender functions to all but the service role", async () => {
    for (const client of [cast.visitor, cast.member.client, cast.admin.client]) {
      expect((await client.rpc("email_outbox_claim", { p_limit: 1 })).error).not.toBeNull();
    }
    const service = await stack.serviceClient().rpc("email_outbox_claim", { p_limit: 1 });
    expect(service.error).toBeNull();
  });
});
