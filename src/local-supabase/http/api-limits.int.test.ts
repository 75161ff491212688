import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testBackends, TestStack } from "@test-support/stack/stack.ts";

const MAX_BODY = 64 * 1024;

/** A select that nests `levels` embeds: each public_profiles level lists the author again once per post. */
const deepSelect = (levels: number) => {
  let inner = "id";
  for (let i = 0; i < levels; i++) inner = `public_profiles(${inner})`;
  return `id,${inner}`;
};

/** A body of `bytes` bytes sent without Content-Length (chunked), in 16 KiB pieces. */
const chunkedBody = (bytes: number) => {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const size = Math.min(16 * 1024, bytes - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(0x7b));
    },
  });
};

// Issue F3: one visitor request must not stall everyone. Each refusal comes before the database or a parser sees it.
describe.each(await testBackends())("per-request limits on %s", (backend) => {
  let stack: TestStack;
  let anonHeaders: Record<string, string>;

  beforeAll(async () => {
    stack = await TestStack.start({ backend, env: { API_MAX_BODY_BYTES: String(MAX_BODY) } });
    anonHeaders = { apikey: stack.anonKey };
    // Two authors with five posts each: every public_profiles level multiplies the rows by five.
    for (const name of ["deep_a", "deep_b"]) {
      const author = await stack.signUpConfirmed(undefined, "password123", name);
      const rows = Array.from({ length: 5 }, (_, i) => ({
        user_id: author.user.id,
        category: "residential" as const,
        url: `https://www.realtor.ca/${name}-${i}`,
        description: `Listing ${i} https://www.realtor.ca/${name}-${i}`,
      }));
      const { error } = await author.client.from("posts").insert(rows);
      expect(error).toBeNull();
    }
  });
  afterAll(() => stack?.stop());

  it("answers a 20-level deep embedding as a visitor with 400 PGRST100 at once, and a simple request beside it", async () => {
    const order: string[] = [];
    const request = (label: string, select: string, limit = "") =>
      fetch(`${stack.url}/rest/v1/posts?select=${encodeURIComponent(select)}${limit}`, { headers: anonHeaders }).then(async (response) => {
        order.push(label);
        return { status: response.status, body: (await response.json()) as unknown };
      });
    const [deep, simple] = await Promise.all([request("deep", deepSelect(20)), request("simple", "id", "&limit=1")]);
    expect(deep.status).toBe(400);
    expect(deep.body).toMatchObject({ code: "PGRST100", message: "Resource embedding is nested too deeply" });
    expect(simple.status).toBe(200);
    expect(simple.body).toHaveLength(1);
    expect(order).toHaveLength(2);
  });

  it("still serves embeddings up to the limit (4 levels) and the product's own select", async () => {
    const allowed = await fetch(`${stack.url}/rest/v1/posts?select=${encodeURIComponent(deepSelect(4))}&limit=1`, { headers: anonHeaders });
    expect(allowed.status).toBe(200);
    const { data, error } = await stack.client().from("posts").select("id, author:public_profiles(username)").limit(1).single();
    expect(error).toBeNull();
    expect(data?.author?.username).toMatch(/^deep_/);
  });

  it("answers at most max_rows (1000) rows, as PostgREST does with supabase/config.toml's [api] max_rows", async () => {
    await stack.sql("insert into public.whitelisted_domains (domain_name) select 'bulk' || g || '.example.ca' from generate_series(1, 1001) g");
    const { data, error } = await stack.client().from("whitelisted_domains").select("domain_name");
    expect(error).toBeNull();
    expect(data).toHaveLength(1000);
  });

  it("refuses a Data API body over the limit with 413 before parsing it, declared or chunked", async () => {
    const post = (body: NonNullable<RequestInit["body"]>, extra: Record<string, string> = {}) =>
      fetch(`${stack.url}/rest/v1/posts`, { method: "POST", headers: { ...anonHeaders, "content-type": "application/json", ...extra }, body, duplex: "half" } as RequestInit);
    // Not even JSON: a parser would have answered 400 PGRST102.
    const declared = await post("{".repeat(MAX_BODY + 1));
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ code: "413", message: "Request body too large" });
    const chunked = await post(chunkedBody(MAX_BODY * 4));
    expect(chunked.status).toBe(413);
    const within = await post("{".repeat(MAX_BODY));
    expect(within.status).toBe(400);
    expect(await within.json()).toMatchObject({ code: "PGRST102" });
  });

  it("refuses Auth and edge function bodies over the limit with 413, and storage JSON over 1 MiB", async () => {
    const big = JSON.stringify({ email: "big@example.test", password: "x".repeat(MAX_BODY) });
    const signup = await fetch(`${stack.url}/auth/v1/signup`, { method: "POST", headers: { ...anonHeaders, "content-type": "application/json" }, body: big });
    expect(signup.status).toBe(413);
    expect(await signup.json()).toMatchObject({ error_code: "request_too_large" });
    expect(await stack.sql("select 1 from auth.users where email = 'big@example.test'")).toEqual([]);
    const fn = await fetch(`${stack.url}/functions/v1/metadata-extractor`, { method: "POST", headers: { ...anonHeaders, "content-type": "application/json" }, body: big });
    expect(fn.status).toBe(413);
    expect(await fn.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
    const list = await fetch(`${stack.url}/storage/v1/object/list/post_images`, {
      method: "POST",
      headers: { ...anonHeaders, authorization: `Bearer ${stack.anonKey}`, "content-type": "application/json" },
      body: JSON.stringify({ prefix: "x".repeat(1024 * 1024) }),
    });
    expect(list.status).toBe(413);
    expect(await list.json()).toMatchObject({ statusCode: "413" });
  });
});
