import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWebHarness, type WebHarness } from "../support/web-stack.ts";
import { seriousViolations } from "../support/axe.ts";
import { screenshotAtWidths } from "../support/screenshots.ts";
import { AuthPages } from "../support/pages/auth-pages.ts";

let web: WebHarness;

beforeAll(async () => {
  web = await startWebHarness();
});

afterAll(async () => {
  await web?.stop();
});

/** The link of the newest mail to `email` (confirmation or recovery), waiting for it to arrive. */
async function mailedLink(email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const mail = web.stack.mailbox.latest(email);
    const body = mail?.html ?? mail?.text ?? "";
    const match = /href="([^"]+)"/.exec(body) ?? /(https?:\/\/\S+)/.exec(body);
    if (match?.[1]) return match[1].replace(/&amp;/g, "&");
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail for ${email}`);
}

describe("auth pages", () => {
  it("sign-up validates on submit with the spec messages", async () => {
    const { page } = await web.open();
    const auth = new AuthPages(page);
    await auth.signUp("ab", "not-an-email", "123");
    await auth.fieldError("Username must be at least 3 characters.").waitFor();
    await auth.fieldError("Invalid email address.").waitFor();
    await auth.fieldError("Password must be at least 6 characters.").waitFor();
    expect(await page.getByLabel("Username").getAttribute("aria-invalid")).toBe("true");
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotAtWidths(page, "signup");
  });

  it("sign up, confirm through the mailbox, sign out, log in", async () => {
    const { page } = await web.open();
    const auth = new AuthPages(page);
    const email = `newbie-${Date.now()}@example.test`;
    await auth.signUp("newbie_e2e", email, "secret123");
    await auth.shell.expectToast("Check your email for the confirmation link!");
    await page.waitForURL((url) => url.pathname === "/");

    await auth.login(email, "secret123");
    await auth.shell.expectToast("Email not confirmed");
    expect(new URL(page.url()).pathname).toBe("/signin");

    await page.goto(await mailedLink(email));
    await page.getByRole("link", { name: "Submit Post" }).first().waitFor();
    await auth.shell.signOut();
    await auth.shell.expectToast("Signed out successfully!");
    await page.getByRole("link", { name: "Get Started" }).waitFor();

    await auth.login(email, "wrong-password");
    await auth.shell.expectToast("Invalid login credentials");
    expect(new URL(page.url()).pathname).toBe("/signin");
    await auth.login(email, "secret123");
    await auth.shell.expectToast("Signed in successfully!");
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("link", { name: "Profile" }).waitFor();
  });

  it("login validation and the guard of /submit", async () => {
    const { page } = await web.open();
    const auth = new AuthPages(page);
    await auth.gotoLogin();
    await page.getByRole("button", { name: "Login" }).click();
    await auth.fieldError("Invalid email address.").waitFor();
    await auth.fieldError("Password is required.").waitFor();
    expect(await page.getByRole("link", { name: "Sign up" }).getAttribute("href")).toBe("/signup");
    expect(await page.getByRole("link", { name: "Forgot your password?" }).getAttribute("href")).toBe("/forgot-password");
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto("/submit");
    await page.waitForURL("**/signin");
    await page.goto("/profile");
    await page.waitForURL("**/signin");
  });

  it("sign-in returns the member to the page that sent them (the header's link, a guard); the form alone goes to /", async () => {
    const member = await web.stack.signUpConfirmed(undefined, "returnpass1");
    const { page } = await web.open();
    const fill = async () => {
      await page.getByRole("heading", { name: "Login" }).waitFor();
      await page.getByLabel("Email").fill(member.email);
      await page.getByLabel("Password", { exact: true }).fill("returnpass1");
      await page.getByRole("button", { name: "Login" }).click();
    };
    await page.goto("/land?sort=price_asc");
    await page.getByRole("heading", { name: "Land for Sale", level: 1 }).waitFor();
    await page.getByRole("banner").getByRole("link", { name: "Login" }).click();
    await fill();
    await page.waitForURL((url) => url.pathname === "/land" && url.search === "?sort=price_asc");
    await page.getByRole("link", { name: "Submit Post" }).first().waitFor();
    // Signed out, a guarded page sends the member to sign in and back.
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await page.goto("/profile");
    await page.waitForURL("**/signin");
    await fill();
    await page.waitForURL((url) => url.pathname === "/profile");
  });

  it("forgot and reset password through the recovery link", async () => {
    const member = await web.stack.signUpConfirmed(undefined, "oldpass123");
    const { page } = await web.open();
    const auth = new AuthPages(page);
    await auth.requestReset("nope");
    await auth.fieldError("Invalid email address.").waitFor();
    await auth.requestReset(member.email);
    await auth.shell.expectToast("Password reset link sent! Check your email.");

    await page.goto(await mailedLink(member.email));
    await page.waitForURL("**/reset-password**");
    await page.getByRole("heading", { name: "Reset Password" }).waitFor();
    await auth.resetPassword("newpass123", "different1");
    await auth.fieldError("Passwords don't match").waitFor();
    await auth.resetPassword("newpass123");
    await auth.shell.expectToast("Password updated successfully! Please sign in with your new password.");
    await page.waitForURL("**/signin");
    await auth.signIn(member.email, "newpass123");
  });

  it("a signed-in member opening /reset-password without a recovery link gets no form, only /forgot-password", async () => {
    const member = await web.stack.signUpConfirmed(undefined, "memberpass1");
    const { page } = await web.open();
    const auth = new AuthPages(page);
    await auth.signIn(member.email, "memberpass1");
    await page.goto("/reset-password");
    await auth.shell.expectToast("Invalid or expired password reset link. Please request a new one.");
    await page.waitForURL("**/forgot-password");
    await page.getByRole("button", { name: "Send Reset Link" }).waitFor();
    expect(await page.getByLabel("New Password", { exact: true }).count()).toBe(0);
    // Reached inside the app (no page load) it is the same.
    await page.evaluate(() => {
      window.history.pushState({}, "", "/reset-password");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await page.waitForURL("**/forgot-password");
    expect(await page.getByLabel("New Password", { exact: true }).count()).toBe(0);
  });

  it("a reset page opened without a valid link sends the user to /forgot-password", async () => {
    const { page } = await web.open();
    const auth = new AuthPages(page);
    await page.goto("/reset-password");
    await auth.shell.expectToast("Invalid or expired password reset link. Please request a new one.");
    await page.waitForURL("**/forgot-password");
  });
});
