import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import { TestStack } from "@test-support/stack/stack.ts";

// With SMTP settings the stack sends auth e-mail through SMTP (nodemailer) instead of the local mailbox.
describe("auth e-mail through SMTP", () => {
  const received: { to: string[]; data: string }[] = [];
  let server: SMTPServer;
  let port: number;
  let stack: TestStack;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
        stream.on("end", () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    port = await new Promise<number>((resolve) => {
      server.listen(0, "127.0.0.1", () => resolve((server.server.address() as { port: number }).port));
    });
    stack = await TestStack.start({
      env: { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(port), SMTP_FROM: "Marketplace <no-reply@example.test>" },
    });
  });
  afterAll(async () => {
    await stack?.stop();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("delivers the sign-up confirmation to the SMTP server, not the mailbox", async () => {
    const email = "smtp-user@example.test";
    const { error } = await stack.client().auth.signUp({ email, password: "secret123" });
    expect(error).toBeNull();
    for (let i = 0; i < 50 && received.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received[0]?.to).toEqual([email]);
    expect(received[0]?.data).toContain("From: Marketplace <no-reply@example.test>");
    expect(received[0]?.data.replace(/=\r?\n/g, "")).toMatch(/\/auth\/v1\/verify\?token=/);
    expect(stack.mailbox.list(email)).toEqual([]);
  });

  it("delivers the database's outbox e-mail (a conversation's question) to the SMTP server, not the mailbox", async () => {
    const [owner, member] = [await stack.signUpConfirmed(), await stack.signUpConfirmed()];
    const url = "https://www.realtor.ca/real-estate/1/smtp";
    const { data: post, error } = await owner.client
      .from("posts")
      .insert({ user_id: owner.user.id, category: "residential", title: "SMTP cottage", description: `See ${url}`, url })
      .select("id")
      .single();
    expect(error).toBeNull();
    expect((await member.client.rpc("ask_question", { p_post_id: post!.id, p_body: "Is the dock included?" })).error).toBeNull();
    const toOwner = () => received.find((m) => m.to.includes(owner.email))?.data.replace(/=\r?\n/g, "");
    await expect.poll(toOwner, { timeout: 15_000 }).toContain("Is the dock included?");
    expect(toOwner()).toContain("From: Marketplace <no-reply@example.test>");
    expect(stack.mailbox.list(owner.email)).toEqual([]);
  });
});

describe("ADMIN_EMAIL and ADMIN_PASSWORD", () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await TestStack.start({ env: { ADMIN_EMAIL: "owner@example.test", ADMIN_PASSWORD: "owner-password" } });
  });
  afterAll(() => stack?.stop());

  it("make a confirmed admin who can sign in and holds the admin role", async () => {
    const client = stack.client();
    const { data, error } = await client.auth.signInWithPassword({ email: "owner@example.test", password: "owner-password" });
    expect(error).toBeNull();
    const isAdmin = await client.rpc("has_role", { _user_id: data.user!.id, _role: "admin" });
    expect(isAdmin.data).toBe(true);
  });
});
