import assert from "node:assert/strict";
import { createHandler } from "./handler.ts";

const ENV: Record<string, string> = {
  SUPABASE_SERVICE_ROLE_KEY: "sb_secret_test",
  SUPABASE_URL: "https://ref.supabase.co",
  EMAIL_API_KEY: "re_key",
  EMAIL_FROM: "Maple <no-reply@maple.example>",
  SITE_URL: "https://maple.example",
};
const env = { get: (name: string) => ENV[name] };

const MAIL = { id: 7, to_email: "author@example.test", subject: "Your listing", body: "See {{site_url}}/post/1" };

/** A fake network: the two RPCs (the claims answer `batches` in turn, then nothing) and the mail API, recording every call. */
function network(mailStatus = 200, batches: Record<string, unknown>[][] = [[MAIL]]) {
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  const queue = [...batches];
  const fetch = (url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? "{}")) as Record<string, unknown>;
    calls.push({ url, body });
    if (url.endsWith("/rpc/email_outbox_claim")) return Promise.resolve(Response.json(queue.shift() ?? []));
    if (url.endsWith("/rpc/email_outbox_mark")) return Promise.resolve(Response.json(null));
    return Promise.resolve(new Response(mailStatus === 200 ? "{}" : "rejected", { status: mailStatus }));
  };
  return { calls, fetch };
}

const call = (handler: (r: Request) => Promise<Response>, key = "sb_secret_test") =>
  handler(new Request("http://localhost/functions/v1/email-outbox", { method: "POST", headers: { authorization: `Bearer ${key}` } }));

Deno.test("refuses any caller but the service role", async () => {
  const net = network();
  const res = await call(createHandler({ env, fetch: net.fetch }), "sb_publishable_x");
  assert.equal(res.status, 401);
  assert.equal(net.calls.length, 0);
});

Deno.test("claims, sends with the site's address filled in, and marks each message sent", async () => {
  const net = network();
  const res = await call(createHandler({ env, fetch: net.fetch }));
  assert.deepEqual(await res.json(), { claimed: 1, sent: 1 });
  const mail = net.calls.find((c) => c.url === "https://api.resend.com/emails");
  assert.deepEqual(mail?.body, { from: ENV.EMAIL_FROM, to: ["author@example.test"], subject: "Your listing", text: "See https://maple.example/post/1" });
  assert.deepEqual(net.calls.at(-1), { url: "https://ref.supabase.co/rest/v1/rpc/email_outbox_mark", body: { p_id: 7, p_error: null } });
});

Deno.test("a refused message is marked with the error, to be tried again", async () => {
  const net = network(422);
  const res = await call(createHandler({ env, fetch: net.fetch }));
  assert.deepEqual(await res.json(), { claimed: 1, sent: 0 });
  assert.deepEqual(net.calls.at(-1)?.body, { p_id: 7, p_error: "422 rejected" });
});

Deno.test("a full batch is followed by another claim in the same call (a burst of conversation e-mail drains at once)", async () => {
  const full = Array.from({ length: 20 }, (_, i) => ({ ...MAIL, id: i + 1, to_email: `member${i}@example.test` }));
  const net = network(200, [full, [{ ...MAIL, id: 21, subject: "New offer on “Cottage”" }]]);
  const res = await call(createHandler({ env, fetch: net.fetch }));
  assert.deepEqual(await res.json(), { claimed: 21, sent: 21 });
  assert.equal(net.calls.filter((c) => c.url.endsWith("/rpc/email_outbox_claim")).length, 2);
});
