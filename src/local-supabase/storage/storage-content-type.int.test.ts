import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testBackends, TestStack, type SignedInUser } from "@test-support/stack/stack.ts";
import { createTestBuckets } from "@test-support/storage/buckets.ts";
import { OTHER_PNG, TINY_IMAGES } from "@test-support/storage/images.ts";

const HTML = Buffer.from("<script>fetch('/steal?' + JSON.stringify(localStorage))</script>");
const CSP = "default-src 'none'; sandbox";
const PROJECT_BUCKETS = ["avatars", "post_images"] as const;
/** The type, its siblings, and a type the buckets never list. */
const HOSTILE_TYPES = ["image/png;,text/html", "image/png, text/html", "image/png;foo=bar", "text/html", "image/svg+xml"];

type Upload = (bucket: string, key: string, type: string, body: Buffer<ArrayBuffer>) => Promise<number>;

function expectHardened(res: Response): void {
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("content-security-policy")).toBe(CSP);
}

// F1: a member could store `image/png;,text/html` with a script body and have it served as HTML on the app's origin.
// Every upload path refuses it (one strictly parsed type, compared whole; the bytes must be the image they claim),
// and every storage answer carries nosniff and a sandboxing CSP.
describe.each(await testBackends())("Storage content types on %s", (backend) => {
  let stack: TestStack;
  let alice: SignedInUser;
  let token: string;

  const raw =
    (method: "POST" | "PUT"): Upload =>
    async (bucket, key, type, body) => {
      const res = await fetch(`${stack.url}/storage/v1/object/${bucket}/${key}`, {
        method,
        headers: { apikey: stack.anonKey, authorization: `Bearer ${token}`, "content-type": type },
        body,
      });
      expectHardened(res);
      return res.status;
    };
  const status = (error: unknown) => (error ? Number((error as { statusCode?: string }).statusCode) : 200);
  const signed = async (bucket: string, key: string) => {
    const made = await alice.client.storage.from(bucket).createSignedUploadUrl(key);
    expect(made.error).toBeNull();
    return { api: stack.client().storage.from(bucket), token: made.data!.token };
  };
  const paths: Array<[string, Upload]> = [
    ["POST raw body", raw("POST")],
    ["PUT raw body (upsert)", raw("PUT")],
    ["storage-js upload (multipart)", async (bucket, key, type, body) =>
      status((await alice.client.storage.from(bucket).upload(key, new Blob([body], { type }))).error)],
    ["storage-js upload with contentType (raw)", async (bucket, key, type, body) =>
      status((await alice.client.storage.from(bucket).upload(key, body, { contentType: type })).error)],
    ["signed upload URL (multipart)", async (bucket, key, type, body) => {
      const { api, token: uploadToken } = await signed(bucket, key);
      return status((await api.uploadToSignedUrl(key, uploadToken, new Blob([body], { type }))).error);
    }],
    ["signed upload URL (raw)", async (bucket, key, type, body) => {
      const { api, token: uploadToken } = await signed(bucket, key);
      return status((await api.uploadToSignedUrl(key, uploadToken, body, { contentType: type })).error);
    }],
  ];

  beforeAll(async () => {
    stack = await TestStack.start({ backend });
    await createTestBuckets(stack);
    alice = await stack.signUpConfirmed();
    token = (await alice.client.auth.getSession()).data.session!.access_token;
  });
  afterAll(() => stack?.stop());

  const rowsUnder = (bucket: string, prefix: string) =>
    stack.sql("select name from storage.objects where bucket_id = $1 and name like $2", [bucket, `${prefix}%`]);

  describe.each(PROJECT_BUCKETS)("%s", (bucket) => {
    it.each(paths)("refuses the stored-XSS upload through %s", async (_label, upload) => {
      const prefix = `${alice.user.id}/xss-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
      for (const [i, type] of HOSTILE_TYPES.entries()) {
        expect([type, await upload(bucket, `${prefix}-${i}.html`, type, HTML)]).toEqual([type, 415]);
      }
      // A type the bucket lists, but bytes that are not that image.
      expect(await upload(bucket, `${prefix}-png.png`, "image/png", HTML)).toBe(415);
      expect(await upload(bucket, `${prefix}-jpeg.jpg`, "image/jpeg", TINY_IMAGES["image/png"])).toBe(415);
      expect(await rowsUnder(bucket, prefix)).toEqual([]);
      const attack = await fetch(`${stack.url}/storage/v1/object/public/${bucket}/${prefix}-0.html`);
      expect(attack.status).toBe(404);
      expect(attack.headers.get("content-type")).not.toContain("html");
      expectHardened(attack);
    });
  });

  it("says why: Storage's invalid_mime_type body with status 415", async () => {
    const res = await fetch(`${stack.url}/storage/v1/object/post_images/${alice.user.id}/x.html`, {
      method: "POST",
      headers: { apikey: stack.anonKey, authorization: `Bearer ${token}`, "content-type": "image/png;,text/html" },
      body: HTML,
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ statusCode: "415", error: "invalid_mime_type", message: "mime type image/png;,text/html is not supported" });
    const fake = await alice.client.storage.from("post_images").upload(`${alice.user.id}/fake.png`, new Blob([HTML], { type: "image/png" }));
    expect(fake.error).toMatchObject({ statusCode: "415", status: 415 });
    expect(fake.error?.message).toBe("The file's content is not of type image/png");
  });

  it.each([
    ["post_images", "image/png", "image/png"],
    ["post_images", "image/jpeg", "image/jpeg"],
    ["post_images", "image/jpg", "image/jpg"],
    ["post_images", "image/webp", "image/webp"],
    ["post_images", "IMAGE/PNG", "image/png"],
    ["post_images", "image/png; charset=utf-8", "image/png"],
    ["avatars", "image/png", "image/png"],
    ["avatars", "image/jpeg", "image/jpeg"],
    ["avatars", "image/gif", "image/gif"],
  ] as const)("stores and serves a real image in %s declared %s as %s, inline", async (bucket, declared, stored) => {
    const bytes = TINY_IMAGES[stored === "image/jpg" ? "image/jpeg" : stored];
    for (const [i, body] of [new Blob([bytes], { type: declared }), bytes].entries()) {
      const key = `${alice.user.id}/ok-${Date.now().toString(36)}-${i}`;
      const up = await alice.client.storage.from(bucket).upload(key, body, { contentType: declared });
      expect(up.error).toBeNull();
      const [row] = await stack.sql<{ mimetype: string }>("select metadata->>'mimetype' as mimetype from storage.objects where bucket_id = $1 and name = $2", [bucket, key]);
      expect(row?.mimetype).toBe(stored);
      const res = await fetch(`${stack.url}/storage/v1/object/public/${bucket}/${key}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(stored);
      expect(res.headers.get("content-disposition")).toBeNull();
      expectHardened(res);
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it("every storage answer carries nosniff and the sandboxing CSP (errors and JSON too)", async () => {
    const key = `${alice.user.id}/headers.png`;
    expect((await alice.client.storage.from("post_images").upload(key, OTHER_PNG, { contentType: "image/png" })).error).toBeNull();
    const object = `${stack.url}/storage/v1/object/public/post_images/${key}`;
    const auth = { apikey: stack.anonKey, authorization: `Bearer ${token}` };
    const json = { ...auth, "content-type": "application/json" };
    const signedUrl = (await alice.client.storage.from("post_images").createSignedUrl(key, 60)).data!.signedUrl;
    const etag = (await fetch(object)).headers.get("etag")!;
    const answers = await Promise.all([
      fetch(object),
      fetch(object, { method: "HEAD" }),
      fetch(object, { headers: { "if-none-match": etag } }),
      fetch(object, { headers: { range: "bytes=0-3" } }),
      fetch(object, { headers: { range: "bytes=999-" } }),
      fetch(signedUrl),
      fetch(`${stack.url}/storage/v1/object/authenticated/post_images/${key}`, { headers: auth }),
      fetch(`${stack.url}/storage/v1/object/info/post_images/${key}`, { headers: auth }),
      fetch(`${stack.url}/storage/v1/object/list/post_images`, { method: "POST", headers: json, body: JSON.stringify({ prefix: alice.user.id }) }),
      fetch(`${stack.url}/storage/v1/bucket`, { headers: auth }),
      fetch(`${stack.url}/storage/v1/object/public/post_images/${alice.user.id}/missing.png`),
      fetch(`${stack.url}/storage/v1/bucket`),
      fetch(`${stack.url}/storage/v1/object/public/post_images/a%00b`),
      fetch(`${stack.url}/storage/v1/nowhere`, { headers: auth }),
    ]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 304, 206, 416, 200, 200, 200, 200, 200, 404, 401, 400, 404]);
    for (const res of answers) expectHardened(res);
  });

  it("serves non-image and older oddly typed objects as attachments, never as HTML", async () => {
    const key = `${alice.user.id}/legacy.png`;
    expect((await alice.client.storage.from("post_images").upload(key, OTHER_PNG, { contentType: "image/png" })).error).toBeNull();
    // What an upload stored before the fix.
    await stack.sql(`update storage.objects set metadata = jsonb_set(metadata, '{mimetype}', '"image/png;,text/html"') where name = $1`, [key]);
    const legacy = await fetch(`${stack.url}/storage/v1/object/public/post_images/${key}`);
    expect(legacy.headers.get("content-type")).toBe("application/octet-stream");
    expect(legacy.headers.get("content-disposition")).toMatch(/^attachment;/);
    expectHardened(legacy);

    const note = `${alice.user.id}/note.txt`;
    expect((await alice.client.storage.from("t_public").upload(note, new Blob(["plain words"], { type: "text/plain;charset=UTF-8" }))).error).toBeNull();
    const text = await fetch(`${stack.url}/storage/v1/object/public/t_public/${note}`);
    expect(text.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(text.headers.get("content-disposition")).toBe(`attachment; filename="note.txt"; filename*=UTF-8''note.txt`);
    expectHardened(text);
    const svg = `${alice.user.id}/pic.svg`;
    // t_public allows image/*: an SVG is stored (no known signature) but never served inline.
    expect((await alice.client.storage.from("t_public").upload(svg, new Blob(["<svg/>"], { type: "image/svg+xml" }))).error).toBeNull();
    const served = await fetch(`${stack.url}/storage/v1/object/public/t_public/${svg}`);
    expect(served.headers.get("content-disposition")).toMatch(/^attachment;/);
  });
});
