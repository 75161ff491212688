import http from "node:http";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestStack, type SignedInUser } from "@test-support/stack/stack.ts";

type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A request whose body is read as it came over the wire (fetch would decode it). */
function rawRequest(url: string, headers: Record<string, string>, method = "GET"): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end();
  });
}

function decode(answer: RawAnswer): string {
  const encoding = answer.headers["content-encoding"];
  if (encoding === "br") return zlib.brotliDecompressSync(answer.body).toString();
  if (encoding === "gzip") return zlib.gunzipSync(answer.body).toString();
  return answer.body.toString();
}

// REST answers through the real gateway, compressed as hosted Supabase's edge compresses them; Auth answers not.
describe("API response compression", () => {
  let stack: TestStack;
  let member: SignedInUser;
  let feedUrl: string;
  let apiHeaders: Record<string, string>;
  beforeAll(async () => {
    stack = await TestStack.start({ backend: "pglite" });
    member = await stack.signUpConfirmed();
    for (let i = 1; i <= 20; i += 1) {
      const url = `https://www.realtor.ca/real-estate/compression-${i}`;
      await stack.sql(
        `insert into public.posts (user_id, description, url, category, title, city, province, street_address, status, listing_price, og_image_url)
         values ($1, $2, $3, 'residential', $4, 'Toronto', 'ON', $5, 'approved', '$725,000', $6)`,
        [member.user.id, `Bright condo near transit, parks and schools ${url}`, url, `Condo ${i}`, `${i} Queen St W`, `https://img.example/${i}.jpg`],
      );
    }
    // The home feed's first page, as the web app asks for it (src/renderer/src/data/posts/feed.ts).
    const select = "id,user_id,description,url,title,og_image_url,category,status,listing_price,city,province,street_address,created_at,author:public_profiles(username,avatar_url)";
    feedUrl = `${stack.url}/rest/v1/posts?select=${encodeURIComponent(select)}&status=eq.approved&order=created_at.desc,id.desc&offset=0&limit=20`;
    apiHeaders = { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}` };
  });
  afterAll(() => stack?.stop());

  it("compresses REST JSON with brotli or gzip when asked, decoding to the identical JSON", async () => {
    const plain = await rawRequest(feedUrl, apiHeaders);
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(plain.headers["content-length"])).toBe(plain.body.length);
    const rows = JSON.parse(plain.body.toString()) as { title: string }[];
    expect(rows).toHaveLength(20);

    for (const [accept, encoding] of [["gzip, deflate, br", "br"], ["gzip", "gzip"]] as const) {
      const compressed = await rawRequest(feedUrl, { ...apiHeaders, "accept-encoding": accept });
      expect(compressed.status).toBe(200);
      expect(compressed.headers["content-encoding"]).toBe(encoding);
      expect(compressed.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(compressed.headers["content-length"])).toBe(compressed.body.length);
      expect(compressed.body.length).toBeLessThan(plain.body.length / 3);
      expect(decode(compressed)).toBe(plain.body.toString());
    }
  });

  it("keeps HEAD and small answers uncompressed", async () => {
    const head = await rawRequest(feedUrl, { ...apiHeaders, "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBeUndefined();
    expect(head.body.length).toBe(0);
    const one = await rawRequest(`${stack.url}/rest/v1/posts?select=id&limit=1`, { ...apiHeaders, "accept-encoding": "br" });
    expect(one.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(one.body.toString())).toHaveLength(1);
  });

  it("sends 4xx error bodies intact, compressed or not", async () => {
    // PostgREST repeats the bad value in its message: a long one makes an error body worth compressing.
    const url = `${stack.url}/rest/v1/posts?select=id&id=eq.${"not-a-uuid-".repeat(200)}`;
    const plain = await rawRequest(url, apiHeaders);
    expect(plain.status).toBe(400);
    expect(plain.body.length).toBeGreaterThan(2048);
    const error = JSON.parse(plain.body.toString()) as { code: string; message: string };
    expect(error.code).toBe("22P02");
    const compressed = await rawRequest(url, { ...apiHeaders, "accept-encoding": "gzip" });
    expect(compressed.status).toBe(400);
    expect(JSON.parse(decode(compressed))).toEqual(error);
    expect(compressed.headers["content-encoding"]).toBe("gzip");
    expect(compressed.body.length).toBeLessThan(plain.body.length);

    const denied = await rawRequest(`${stack.url}/auth/v1/user`, { apikey: stack.anonKey, authorization: "Bearer not-a-token", "accept-encoding": "br" });
    expect(denied.status).toBeGreaterThanOrEqual(401);
    expect(denied.status).toBeLessThan(500);
    expect(JSON.parse(decode(denied))).toHaveProperty("msg");
  });

  it("leaves Auth answers uncompressed (their encoding would depend on their size, which tells accounts apart on sign-up), and supabase-js reads REST and Auth as before", async () => {
    const { data, error } = await member.client.from("posts").select("id, title, author:public_profiles(username)").eq("status", "approved").order("created_at").limit(20);
    expect(error).toBeNull();
    expect(data).toHaveLength(20);
    const single = await member.client.from("posts").select("title").eq("title", "Condo 7").single();
    expect(single.data?.title).toBe("Condo 7");
    const user = await member.client.auth.getUser();
    expect(user.data.user?.email).toBe(member.email);
    const token = (await member.client.auth.getSession()).data.session?.access_token ?? "";
    const raw = await rawRequest(`${stack.url}/auth/v1/user`, { apikey: stack.anonKey, authorization: `Bearer ${token}`, "accept-encoding": "gzip" });
    expect(raw.status).toBe(200);
    expect(raw.body.length).toBeGreaterThan(1024);
    expect(raw.headers["content-encoding"]).toBeUndefined();
    expect((JSON.parse(decode(raw)) as { email: string }).email).toBe(member.email);
  });
});
