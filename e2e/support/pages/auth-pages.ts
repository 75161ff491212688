import type { Page } from "playwright-core";
import { AppShell } from "./app-shell.ts";

/** Login, Sign Up, Forgot and Reset password screens. */
export class AuthPages {
  readonly shell: AppShell;
  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
  }

  async gotoLogin(): Promise<void> {
    await this.page.goto("/signin");
    await this.page.getByRole("heading", { name: "Login" }).waitFor();
  }

  async login(email: string, password: string): Promise<void> {
    await this.gotoLogin();
    await this.page.getByLabel("Email").fill(email);
    await this.page.getByLabel("Password", { exact: true }).fill(password);
    await this.page.getByRole("button", { name: "Login" }).click();
  }

  /** Signs in through the form and waits for the signed-in header. */
  async signIn(email: string, password: string): Promise<void> {
    await this.login(email, password);
    await this.page.getByRole("link", { name: "Submit Post" }).first().waitFor();
  }

  async signUp(username: string, email: string, password: string): Promise<void> {
    await this.page.goto("/signup");
    await this.page.getByLabel("Username").fill(username);
    await this.page.getByLabel("Email").fill(email);
    await this.page.getByLabel("Password", { exact: true }).fill(password);
    await this.page.getByRole("button", { name: "Create an account" }).click();
  }

  async requestReset(email: string): Promise<void> {
    await this.page.goto("/forgot-password");
    await this.page.getByLabel("Email").fill(email);
    await this.page.getByRole("button", { name: "Send Reset Link" }).click();
  }

  async resetPassword(password: string, confirm = password): Promise<void> {
    await this.page.getByLabel("New Password", { exact: true }).fill(password);
    await this.page.getByLabel("Confirm New Password").fill(confirm);
    await this.page.getByRole("button", { name: "Reset Password" }).click();
  }

  /** The error message shown under a field. */
  fieldError(text: string) {
    return this.page.getByRole("alert").filter({ hasText: text });
  }
}
