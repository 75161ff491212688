import { App, type DefaultAppConfig, InMemoryEmailDriver } from "@supabase/lite";
import { createPgliteConnection } from "@supabase/lite/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// What @supabase/lite 0.10.0 does on its own with e-mail confirmation on, where auth/signup.ts answers as GoTrue
// (README "Compatibility"; the other pins are in ../compat.int.test.ts, whose app has confirmations off). When an
// upgrade changes this, the test fails and signup.ts can be revisited.
const anonKey = "sb_publishable_signup_compat_key_00";

describe("@supabase/lite sign-up for an existing e-mail (confirmations on)", () => {
  let app: App;
  let mail: InMemoryEmailDriver;
  const signUp = async (email: string) => {
    const response = await app.fetch(
      new Request("http://localhost/auth/v1/signup", {
        method: "POST",
        headers: { apikey: anonKey, "content-type": "application/json" },
        body: JSON.stringify({ email, password: "secret123" }),
      }),
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    mail = new InMemoryEmailDriver();
    app = new App({
      connection: await createPgliteConnection(),
      auth: {
        enabled: true,
        site_url: "http://localhost:3000",
        jwt_secret: "signup-compat-secret-signup-compat-secret",
        publishable_key: anonKey,
        secret_key: "sb_secret_signup_compat_key_0000000",
        email: { enable_signup: true, enable_confirmations: true },
      },
      options: { server: { admin: false }, drivers: { email: mail } },
    } as DefaultAppConfig);
    await app.init();
    await app.ensureSystemSchema();
  });
  afterAll(async () => {
    await app?.connection.close();
  });

  it("answers 429 over_email_send_rate_limit for a confirmed account, which reveals it (a new e-mail gets 200 and a user)", async () => {
    expect((await signUp("confirmed@example.test")).status).toBe(200);
    await app.connection.exec("update auth.users set email_confirmed_at = now() - interval '1 day', confirmation_sent_at = now() - interval '1 day'");
    const existing = await signUp("confirmed@example.test");
    expect(existing).toEqual({ status: 429, body: { code: 429, error_code: "over_email_send_rate_limit", msg: "For security purposes, you can only request this after 59 seconds." } });
    const created = await signUp("someone-new@example.test");
    expect(created.status).toBe(200);
    expect(created.body.email).toBe("someone-new@example.test");
  });

  it("answers 429 for an unconfirmed account even a day later, and never sends the confirmation again", async () => {
    expect((await signUp("pending@example.test")).status).toBe(200);
    await app.connection.exec("update auth.users set confirmation_sent_at = now() - interval '1 day' where email = 'pending@example.test'");
    expect((await signUp("pending@example.test")).status).toBe(429);
    expect(mail.messages.get("pending@example.test")).toHaveLength(1);
  });
});
