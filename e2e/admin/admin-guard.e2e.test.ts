import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWebHarness, type WebHarness } from "../support/web-stack.ts";
import { seriousViolations } from "../support/axe.ts";
import type { SignedInUser } from "@test-support/stack/stack.ts";
import { holdRequest } from "../profile/dashboard-page.ts";
import { signedInPage, toast } from "./admin-harness.ts";

let web: WebHarness;
let member: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  web = await startWebHarness();
  member = await web.stack.signUpConfirmed(undefined, undefined, "guard_member");
  admin = await web.stack.signUpConfirmed(undefined, undefined, "guard_admin");
  await web.stack.makeAdmin(admin.user.id);
});

afterAll(async () => {
  await web?.stop();
});

describe("admin guard (spec §4)", () => {
  it("visitor: redirected to /signin with a message", async () => {
    const { page } = await web.open();
    await page.goto("/admin/users");
    await page.waitForURL(/\/signin$/);
    await toast(page, "You must be logged in to access this page.").waitFor();
  });

  it("member: 'You must be an admin' with the user id; 'Check Again' lets them in once granted", async () => {
    const page = await signedInPage(web, member);
    await page.goto("/admin");
    await page.getByText("You must be an admin to access this page.").waitFor();
    expect(await page.getByTestId("admin-guard-user-id").textContent()).toBe(member.user.id);
    expect(await seriousViolations(page)).toEqual([]);
    // Admin status is never cached: granting the role and checking again opens the console.
    await web.stack.makeAdmin(member.user.id);
    await page.getByRole("button", { name: "Check Again" }).click();
    await page.getByRole("heading", { level: 1, name: "Admin Dashboard" }).waitFor();
    await web.stack.sql("delete from public.user_roles where user_id = $1", [member.user.id]);
  });

  it("shows 'Verifying admin access...' while the server check runs", async () => {
    const page = await signedInPage(web, admin);
    const hold = await holdRequest(page, /\/rest\/v1\/rpc\/has_role/);
    await page.goto("/admin");
    await hold.held;
    await page.getByText("Verifying admin access...").waitFor();
    hold.release();
    await page.getByRole("heading", { level: 1, name: "Admin Dashboard" }).waitFor();
  });

  it("a failing admin check shows an error with Retry, which recovers", async () => {
    const page = await signedInPage(web, admin);
    let failing = true;
    await page.route(/\/rest\/v1\/rpc\/has_role/, (route) => (failing ? route.abort("connectionrefused") : route.continue()));
    await page.goto("/admin");
    await page.getByRole("button", { name: "Retry" }).waitFor({ timeout: 30_000 });
    await page.getByText("Could not verify admin access").waitFor();
    failing = false;
    await page.getByRole("button", { name: "Retry" }).click();
    await page.getByRole("heading", { level: 1, name: "Admin Dashboard" }).waitFor();
  });

  it("admin: dashboard cards; Featured goes to /admin/featured and the old link redirects", async () => {
    const page = await signedInPage(web, admin);
    await page.goto("/admin");
    await page.getByRole("heading", { level: 1, name: "Admin Dashboard" }).waitFor();
    for (const [name, href] of [
      ["Analytics", "/admin/analytics"],
      ["Whitelist Management", "/admin/whitelist"],
      ["User Management", "/admin/users"],
      ["Featured Properties", "/admin/featured"],
      ["Reports", "/admin/reports"],
      ["Dead and changed links", "/admin/links"],
    ] as const) {
      expect(await page.getByRole("link", { name, exact: true }).getAttribute("href")).toBe(href);
    }
    await page.getByText("View, edit, or ban users.").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Featured Properties", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Manage Featured Properties" }).waitFor();
    await page.goto("/admin/featured-properties");
    await page.waitForURL(/\/admin\/featured$/);
    await page.getByRole("heading", { level: 1, name: "Manage Featured Properties" }).waitFor();
  });
});
