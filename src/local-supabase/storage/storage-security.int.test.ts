import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testBackends, TestStack, type SignedInUser } from "@test-support/stack/stack.ts";
import { createTestBuckets, rawRequest } from "@test-support/storage/buckets.ts";

// A 1x1 PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
const png = () => new Blob([PNG], { type: "image/png" });

// Path traversal, size and MIME limits, and the project's real buckets and policies (supabase/migrations).
describe.each(await testBackends())("Storage security on %s", (backend) => {
  let stack: TestStack;
  let alice: SignedInUser;
  let bob: SignedInUser;

  beforeAll(async () => {
    stack = await TestStack.start({ backend });
    await createTestBuckets(stack);
    alice = await stack.signUpConfirmed();
    bob = await stack.signUpConfirmed();
  });
  afterAll(() => stack?.stop());

  it.each([
    ["literal dot segments", "/storage/v1/object/t_private/a/../../../keys.json"],
    ["encoded dot segments", "/storage/v1/object/t_private/a/%2e%2e/%2E%2E/keys.json"],
    ["encoded slash after dots", "/storage/v1/object/t_private/..%2f..%2fkeys.json"],
    ["absolute path", "/storage/v1/object/t_private/%2Fetc%2Fpasswd"],
    ["backslashes", "/storage/v1/object/t_private/a%5c..%5c..%5ckeys.json"],
    ["fullwidth dots and slash (U+FF0E, U+FF0F)", "/storage/v1/object/t_private/%EF%BC%8E%EF%BC%8E%EF%BC%8Fkeys.json"],
    ["NUL byte", "/storage/v1/object/t_private/a%00.txt"],
    ["double-encoded dots", "/storage/v1/object/t_private/%252e%252e%252fkeys.json"],
    ["traversal in the bucket name", "/storage/v1/object/..%2f..%2fstorage/x.txt"],
  ])("refuses %s with 400", async (_label, target) => {
    const headers = { apikey: stack.serviceRoleKey, "content-type": "text/plain" };
    for (const method of ["GET", "POST"]) {
      const res = await rawRequest(stack.url, method, target, headers, method === "POST" ? Buffer.from("pwned") : undefined);
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ statusCode: "400" });
    }
    const rows = await stack.sql("select name from storage.objects where name like '%keys%' or name like '%pwned%'");
    expect(rows).toEqual([]);
  });

  it("refuses traversal keys sent through storage-js", async () => {
    for (const key of [`${alice.user.id}/%2e%2e%2f%2e%2e%2fkeys.json`, `${alice.user.id}/ｆｉｌｅ．txt`, `${alice.user.id}//double.txt`]) {
      const res = await alice.client.storage.from("t_private").download(key);
      expect(res.error).toMatchObject({ status: 400 });
    }
    const up = await alice.client.storage.from("t_private").upload(`${alice.user.id}/..%2fescape.txt`, new Blob(["x"], { type: "text/plain" }));
    expect(up.error).toMatchObject({ statusCode: "400", status: 400 });
  });

  it("enforces the bucket size limit with 413 and leaves nothing behind", async () => {
    const key = `${alice.user.id}/big.txt`;
    const big = await alice.client.storage.from("t_public").upload(key, new Blob(["x".repeat(1025)], { type: "text/plain" }));
    expect(big.error).toMatchObject({ statusCode: "413", status: 413 });
    const raw = await alice.client.storage.from("t_public").upload(key, Buffer.alloc(4096, 1), { contentType: "text/plain" });
    expect(raw.error).toMatchObject({ statusCode: "413" });
    expect(fs.readdirSync(path.join(stack.dataDir, "storage", "tmp"))).toEqual([]);
    expect(await stack.sql("select 1 from storage.objects where name = $1", [key])).toEqual([]);
    const fits = await alice.client.storage.from("t_public").upload(key, new Blob(["x".repeat(1024)], { type: "text/plain" }));
    expect(fits.error).toBeNull();
  });

  it("enforces allowed MIME types (with wildcards) with 415", async () => {
    const bad = await alice.client.storage.from("t_public").upload(`${alice.user.id}/x.json`, new Blob(["{}"], { type: "application/json" }));
    expect(bad.error).toMatchObject({ statusCode: "415", status: 415 });
    expect(bad.error!.message).toContain("application/json");
    const wildcard = await alice.client.storage.from("t_public").upload(`${alice.user.id}/x.png`, png());
    expect(wildcard.error).toBeNull();
  });

  it("rejects a forged or expired JWT", async () => {
    const res = await fetch(`${stack.url}/storage/v1/object/list/t_private`, {
      method: "POST",
      headers: { apikey: stack.anonKey, authorization: "Bearer aaa.bbb.ccc", "content-type": "application/json" },
      body: JSON.stringify({ prefix: "" }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: "400", error: "InvalidJWT" });
    const keyless = await fetch(`${stack.url}/storage/v1/bucket`);
    expect(keyless.status).toBe(401);
  });

  describe("project buckets (policies from supabase/migrations)", () => {
    it("a member uploads an avatar into their own folder; anyone downloads it by its public URL, no one else lists it", async () => {
      const key = `${alice.user.id}/${Date.now()}.png`;
      const up = await alice.client.storage.from("avatars").upload(key, png());
      expect(up.error).toBeNull();
      const down = await fetch(stack.client().storage.from("avatars").getPublicUrl(key).data.publicUrl);
      expect(Buffer.from(await down.arrayBuffer()).equals(PNG)).toBe(true);
      expect(down.headers.get("content-type")).toBe("image/png");
      // The public buckets cannot be listed (splinter's public_bucket_allows_listing): rows are the owner's alone.
      expect((await bob.client.storage.from("avatars").list(alice.user.id)).data).toEqual([]);
      expect((await alice.client.storage.from("avatars").download(key)).error).toBeNull();
    });

    it("avatars refuse other folders, anon uploads, SVG and files over 2 MiB", async () => {
      const avatars = (client: SignedInUser["client"]) => client.storage.from("avatars");
      expect((await avatars(bob.client).upload(`${alice.user.id}/x.png`, png())).error).toMatchObject({ statusCode: "403" });
      expect((await avatars(stack.client()).upload(`${alice.user.id}/y.png`, png())).error).toMatchObject({ statusCode: "403" });
      const svg = new Blob(["<svg/>"], { type: "image/svg+xml" });
      expect((await avatars(alice.client).upload(`${alice.user.id}/z.svg`, svg)).error).toMatchObject({ statusCode: "415" });
      const huge = new Blob([Buffer.alloc(2 * 1024 * 1024 + 1)], { type: "image/png" });
      expect((await avatars(alice.client).upload(`${alice.user.id}/huge.png`, huge)).error).toMatchObject({ statusCode: "413" });
    });

    it("post images: upload, public URL for visitors, remove by the owner only", async () => {
      const key = `${alice.user.id}/${Date.now()}.png`;
      expect((await alice.client.storage.from("post_images").upload(key, png())).error).toBeNull();
      const { publicUrl } = stack.client().storage.from("post_images").getPublicUrl(key).data;
      const res = await fetch(publicUrl);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      expect((await bob.client.storage.from("post_images").remove([key])).data).toEqual([]);
      expect((await fetch(publicUrl)).status).toBe(200);
      const removed = await alice.client.storage.from("post_images").remove([key]);
      expect(removed.data!.map((item) => item.name)).toEqual([key]);
      expect((await fetch(publicUrl)).status).toBe(404);
    });
  });
});
