import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWebHarness, type WebHarness } from "../support/web-stack.ts";
import { seriousViolations } from "../support/axe.ts";
import { expectNoSidewaysScroll } from "../support/screenshots.ts";
import { WIDTHS } from "../support/browser.ts";
import { createPost } from "../support/data.ts";
import { FeedPage } from "../support/pages/feed-page.ts";
import type { SignedInUser } from "@test-support/stack/stack.ts";
import { dialog, row, signedInPage, toast } from "./admin-harness.ts";

let web: WebHarness;
let admin: SignedInUser;
let member: SignedInUser;
let poster: SignedInUser;

beforeAll(async () => {
  web = await startWebHarness();
  admin = await web.stack.signUpConfirmed(undefined, undefined, "mgmt_admin");
  await web.stack.makeAdmin(admin.user.id);
  member = await web.stack.signUpConfirmed(undefined, undefined, "mgmt_member");
  poster = await web.stack.signUpConfirmed(undefined, undefined, "mgmt_poster");
});

afterAll(async () => {
  await web?.stop();
});

describe("admin featured properties", () => {
  it("shows the empty state when there are no posts", async () => {
    const [count] = await web.stack.sql<{ n: number }>("select count(*)::int as n from public.posts");
    expect(count?.n).toBe(0);
    const page = await signedInPage(web, admin);
    await page.goto("/admin/featured");
    await page.getByText("No Posts Found").waitFor();
    await page.getByText("There are no posts in the system yet. Once users start submitting posts, you'll be able to manage them here.").waitFor();
  });

  it("lists posts with status and author; the switch features and unfeatures", async () => {
    const id = await createPost(poster.client, poster.user.id, { title: "Cliffside cabin" });
    await createPost(poster.client, poster.user.id, { title: null });
    const page = await signedInPage(web, admin);
    await page.goto("/admin/featured");
    await page.getByText("Select which properties to feature on the homepage.").waitFor();
    await row(page, "Untitled Post").waitFor();
    const cabin = row(page, "Cliffside cabin");
    await cabin.getByText("approved").waitFor();
    await cabin.getByText("mgmt_poster").waitFor(); // the author's name, not their id
    expect(await cabin.getByText(poster.user.id).count()).toBe(0);
    // Checked before the toggle: axe would measure the toast's contrast mid fade-in.
    expect(await seriousViolations(page)).toEqual([]);
    await cabin.getByRole("switch", { name: "Feature Cliffside cabin" }).click();
    await page.locator(".ant-message-notice").first().waitFor();
    expect(await page.locator(".ant-message-notice").first().textContent()).toBe("Property featured.");
    const [featured] = await web.stack.sql<{ f: boolean }>("select is_featured as f from public.posts where id = $1", [id]);
    expect(featured?.f).toBe(true);
    await cabin.getByRole("switch", { name: "Feature Cliffside cabin" }).click();
    await toast(page, "Property unfeatured.").waitFor();
  });
});

describe("admin users", () => {
  it("lists users with N/A fallbacks, role badges and long join dates; searches and sorts", async () => {
    const page = await signedInPage(web, admin);
    await page.goto("/admin/users");
    await page.getByRole("heading", { level: 1, name: "User Management" }).waitFor();
    const memberRow = row(page, member.email);
    await memberRow.getByText("@mgmt_member").waitFor();
    await memberRow.getByText("N/A", { exact: true }).waitFor();
    await memberRow.getByText("member", { exact: true }).waitFor();
    await row(page, admin.email).getByText("admin", { exact: true }).waitFor();
    const joined = new Date().toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
    await memberRow.getByText(joined).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("searchbox", { name: "Search users" }).fill("mgmt_poster");
    await page.getByRole("searchbox", { name: "Search users" }).press("Enter");
    await page.waitForFunction(() => document.querySelectorAll("tr.ant-table-row").length === 1);
    await row(page, poster.email).waitFor();

    await page.getByRole("searchbox", { name: "Search users" }).fill("");
    await page.getByRole("searchbox", { name: "Search users" }).press("Enter");
    await page.getByRole("columnheader", { name: "Email" }).click();
    await page.waitForFunction(() => document.querySelectorAll("tr.ant-table-row").length > 2);
    const emails = await page.locator("tr.ant-table-row td:nth-child(2)").allTextContents();
    await page.waitForFunction((first) => document.querySelector("tr.ant-table-row td:nth-child(2)")?.textContent === first, [...emails].sort()[0]);
  });

  it("bans and unbans with confirmation; the audit log records both; a banned member cannot sign in", async () => {
    const page = await signedInPage(web, admin);
    await page.goto("/admin/users");
    const target = row(page, member.email);
    await target.getByRole("button", { name: "Ban mgmt_member" }).click();
    const banDialog = dialog(page, "Ban this user?");
    await banDialog.getByLabel("Reason (optional, kept in the audit log)").fill("Spam listings");
    await banDialog.getByRole("button", { name: "Ban", exact: true }).click();
    await toast(page, "User banned.").waitFor();
    await target.getByText("banned", { exact: true }).waitFor();
    const audit = page.getByRole("region", { name: "Audit Log" });
    await audit.locator("tr", { hasText: "Banned" }).getByText("Spam listings").waitFor();

    const { page: memberPage } = await web.open();
    await memberPage.goto("/signin");
    await memberPage.getByLabel("Email").fill(member.email);
    await memberPage.getByLabel("Password", { exact: true }).fill(member.password);
    await memberPage.getByRole("button", { name: "Login" }).click();
    await toast(memberPage, "User is banned").waitFor();

    await target.getByRole("button", { name: "Unban mgmt_member" }).click();
    await dialog(page, "Unban this user?").getByRole("button", { name: "Unban" }).click();
    await toast(page, "User unbanned.").waitFor();
    await audit.locator("tr", { hasText: "Unbanned" }).first().waitFor();
    expect(await target.getByText("banned", { exact: true }).count()).toBe(0);
  });

  it("grants and revokes admin with confirmation; cannot act on themselves", async () => {
    const page = await signedInPage(web, admin);
    await page.goto("/admin/users");
    expect(await row(page, admin.email).getByRole("button", { name: "Revoke admin mgmt_admin" }).isDisabled()).toBe(true);
    const target = row(page, poster.email);
    await target.getByRole("button", { name: "Make admin mgmt_poster" }).click();
    await dialog(page, "Grant admin access?").getByRole("button", { name: "Make admin" }).click();
    await toast(page, "Admin role granted.").waitFor();
    await target.getByText("admin", { exact: true }).waitFor();
    await target.getByRole("button", { name: "Revoke admin mgmt_poster" }).click();
    await dialog(page, "Revoke admin access?").getByRole("button", { name: "Revoke admin" }).click();
    await toast(page, "Admin role revoked.").waitFor();
    await target.getByText("member", { exact: true }).waitFor();
  });
});

describe("admin whitelist", () => {
  it("validates, adds (form resets), lists by name and deletes, with the toasts", async () => {
    const page = await signedInPage(web, admin);
    await page.goto("/admin/whitelist");
    const domain = page.getByLabel("Domain Name");
    expect(await domain.getAttribute("placeholder")).toBe("realtor.ca");
    await page.getByRole("button", { name: "Add Domain" }).click();
    await page.getByRole("alert").filter({ hasText: "Domain name is required." }).waitFor();
    await domain.fill("https://aaa-e2e.ca");
    await page.getByRole("button", { name: "Add Domain" }).click();
    await page.getByRole("alert").filter({ hasText: "Do not include http/https." }).waitFor();
    await domain.fill("aaa-e2e.ca");
    await page.getByLabel("Description (optional)").fill("E2E listings");
    await page.getByRole("button", { name: "Add Domain" }).click();
    await toast(page, "Domain added successfully!").waitFor();
    expect(await domain.inputValue()).toBe("");
    const added = row(page, "aaa-e2e.ca");
    await added.getByText("E2E listings").waitFor();
    const names = await page.locator("tr.ant-table-row td:first-child .domain-name").allTextContents();
    expect(names[0]).toBe("aaa-e2e.ca");
    expect(names[names.length - 1]).toBe("zolo.ca");
    expect(await seriousViolations(page)).toEqual([]);

    await domain.fill("aaa-e2e.ca");
    await page.getByRole("button", { name: "Add Domain" }).click();
    await toast(page, "Failed to add domain: This domain is already whitelisted").waitFor();

    await added.getByRole("button", { name: "Delete aaa-e2e.ca" }).click();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await toast(page, "Domain deleted successfully!").waitFor();
    await added.waitFor({ state: "detached" });
  });
});

describe("admin whitelist normal form (issue 18)", () => {
  it("www., a path or capitals are stored as the bare name members' links match; junk gets a sentence", async () => {
    const page = await signedInPage(web, admin);
    await page.goto("/admin/whitelist");
    const domain = page.getByLabel("Domain Name");
    await domain.fill("zzz-e2e");
    await page.getByRole("button", { name: "Add Domain" }).click();
    await page.getByRole("alert").filter({ hasText: "Enter a domain like realtor.ca." }).waitFor();
    await domain.fill("WWW.Zzz-Norm-e2e.ca/homes/1");
    await page.getByRole("button", { name: "Add Domain" }).click();
    await toast(page, "Domain added successfully!").waitFor();
    await row(page, "zzz-norm-e2e.ca").waitFor();
    const [stored] = await web.stack.sql<{ domain_name: string }>("select domain_name from public.whitelisted_domains where domain_name like '%zzz-norm-e2e%'");
    expect(stored?.domain_name).toBe("zzz-norm-e2e.ca");
    await web.stack.sql("delete from public.whitelisted_domains where domain_name = 'zzz-norm-e2e.ca'");
  });
});

describe("admin whitelist and the composer", () => {
  it("a domain added in the admin is whitelisted in the composer at once, without a reload", async () => {
    const page = await signedInPage(web, admin);
    const feed = new FeedPage(page);
    const text = "Corner lot https://www.bbb-e2e.ca/listing/1";
    await page.goto("/submit");
    await feed.typeContent(text);
    await feed.composer.getByText("Domain is not from a whitelisted site.").waitFor({ timeout: 30_000 });
    // From here on the admin follows links: the app (and the whitelist the composer read above) stays loaded.
    try {
      await feed.shell.header.getByRole("link", { name: "Admin" }).click();
      await page.getByRole("link", { name: "Whitelist Management" }).click();
      await page.getByLabel("Domain Name").fill("bbb-e2e.ca");
      await page.getByRole("button", { name: "Add Domain" }).click();
      await toast(page, "Domain added successfully!").waitFor();
      await feed.shell.header.getByRole("link", { name: "Submit Post" }).click();
      await feed.typeContent(text);
      await feed.composer.getByText("Domain is whitelisted.").waitFor({ timeout: 10_000 });
    } finally {
      await web.stack.sql("delete from public.whitelisted_domains where domain_name = 'bbb-e2e.ca'");
    }
  });
});

describe("admin reports", () => {
  it("shows 'No reports found.', then resolves and re-opens a report", async () => {
    const page = await signedInPage(web, admin);
    await page.goto("/admin/reports");
    await page.getByRole("heading", { level: 1, name: "Manage Reports" }).waitFor();
    await page.getByText("No reports found.").waitFor();

    const postId = await createPost(poster.client, poster.user.id, { title: "Suspicious duplex" });
    const reporter = await web.stack.signUpConfirmed(undefined, undefined, "mgmt_reporter");
    await reporter.client.from("reports").insert({ reporter_id: reporter.user.id, reported_post_id: postId, target_type: "post", reason: "Fake listing" });
    await page.reload();
    const report = row(page, "Suspicious duplex");
    await report.getByText("mgmt_reporter").waitFor();
    await report.getByText("Fake listing").waitFor();
    // The post on our own site, not the external listing.
    expect(await report.getByRole("link", { name: "Suspicious duplex" }).getAttribute("href")).toBe(`/post/${postId}`);
    await report.getByText("open", { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await report.getByRole("button", { name: "Resolve" }).click();
    await toast(page, "Report status updated.").waitFor();
    await report.getByText("resolved", { exact: true }).waitFor();
    await report.getByRole("button", { name: "Re-open" }).click();
    await report.getByText("open", { exact: true }).waitFor();
  });

  it("admin tables fit a phone screen (scrolling inside the table)", async () => {
    const page = await signedInPage(web, admin, WIDTHS.mobile);
    for (const path of ["/admin/users", "/admin/reports", "/admin/featured", "/admin/whitelist"]) {
      await page.goto(path);
      await page.locator("table").first().waitFor();
      // antd injects the table's scroll styles just after the first paint: wait for the layout to settle.
      await expectNoSidewaysScroll(page);
    }
  });
});
