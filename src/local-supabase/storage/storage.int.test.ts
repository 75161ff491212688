import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testBackends, TestStack, type SignedInUser } from "@test-support/stack/stack.ts";
import { createTestBuckets } from "@test-support/storage/buckets.ts";

const text = (value: string, type = "text/plain") => new Blob([value], { type });

// Every storage call of spec §7 through storage-js unchanged, on both backends; RLS on storage.objects decides.
describe.each(await testBackends())("Storage on %s", (backend) => {
  let stack: TestStack;
  let alice: SignedInUser;
  let bob: SignedInUser;
  const bytesOnDisk = () => {
    const root = path.join(stack.dataDir, "storage", "objects");
    return fs.readdirSync(root).flatMap((shard) => fs.readdirSync(path.join(root, shard)));
  };

  beforeAll(async () => {
    stack = await TestStack.start({ backend });
    await createTestBuckets(stack);
    alice = await stack.signUpConfirmed();
    bob = await stack.signUpConfirmed();
  });
  afterAll(() => stack?.stop());

  it("uploads multipart (Blob) and downloads the same bytes and type", async () => {
    const key = `${alice.user.id}/note.txt`;
    const up = await alice.client.storage.from("t_private").upload(key, text("hello storage"));
    expect(up.error).toBeNull();
    expect(up.data).toMatchObject({ path: key, fullPath: `t_private/${key}` });
    expect(up.data!.id).toMatch(/^[0-9a-f-]{36}$/);
    const down = await alice.client.storage.from("t_private").download(key);
    expect(down.error).toBeNull();
    expect(await down.data!.text()).toBe("hello storage");
    expect(down.data!.type).toBe("text/plain");
    const rows = await stack.sql<{ owner: string; metadata: { size: number; mimetype: string } }>(
      "select owner::text, metadata from storage.objects where bucket_id = 't_private' and name = $1",
      [key],
    );
    expect(rows[0]).toMatchObject({ owner: alice.user.id, metadata: { size: 13, mimetype: "text/plain" } });
  });

  it("uploads a raw body with content type and cache control; the public URL serves it with ETag, ranges and caching", async () => {
    const key = `${alice.user.id}/raw.txt`;
    const up = await alice.client.storage.from("t_public").upload(key, Buffer.from("0123456789"), { contentType: "text/plain", cacheControl: "60" });
    expect(up.error).toBeNull();
    const { publicUrl } = stack.client().storage.from("t_public").getPublicUrl(key).data;
    expect(publicUrl).toBe(`${stack.url}/storage/v1/object/public/t_public/${key}`);
    const res = await fetch(publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain");
    expect(res.headers.get("cache-control")).toBe("max-age=60");
    expect(res.headers.get("content-length")).toBe("10");
    const etag = res.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(await res.text()).toBe("0123456789");
    expect((await fetch(publicUrl, { headers: { "if-none-match": etag } })).status).toBe(304);
    const partial = await fetch(publicUrl, { headers: { range: "bytes=2-5" } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get("content-range")).toBe("bytes 2-5/10");
    expect(await partial.text()).toBe("2345");
    expect((await fetch(publicUrl, { headers: { range: "bytes=-3" } }).then((r) => r.text()))).toBe("789");
    expect((await fetch(publicUrl, { headers: { range: "bytes=20-" } })).status).toBe(416);
    const download = await fetch(`${publicUrl}?download=copy.txt`);
    expect(download.headers.get("content-disposition")).toContain("copy.txt");
  });

  it("refuses the public route for a private bucket and answers Storage's error shape", async () => {
    const res = await fetch(`${stack.url}/storage/v1/object/public/t_private/${alice.user.id}/note.txt`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ statusCode: "404", error: "Bucket not found", message: "Bucket not found" });
    const missing = await alice.client.storage.from("nope").upload(`${alice.user.id}/x.txt`, text("x"));
    expect(missing.error).toMatchObject({ statusCode: "404", status: 404, message: "Bucket not found" });
  });

  it("RLS: others and anon cannot write into a member's folder", async () => {
    const intoAlice = await bob.client.storage.from("t_private").upload(`${alice.user.id}/evil.txt`, text("x"));
    expect(intoAlice.error).toMatchObject({ statusCode: "403", status: 403 });
    expect(intoAlice.error!.message).toMatch(/row-level security/);
    const anon = await stack.client().storage.from("t_public").upload(`${alice.user.id}/anon.txt`, text("x"));
    expect(anon.error).toMatchObject({ statusCode: "403" });
    const rows = await stack.sql("select 1 from storage.objects where name in ($1, $2)", [`${alice.user.id}/evil.txt`, `${alice.user.id}/anon.txt`]);
    expect(rows).toHaveLength(0);
  });

  it("RLS: private objects are invisible to others and anon, visible to the owner and service role", async () => {
    const key = `${alice.user.id}/note.txt`;
    expect((await bob.client.storage.from("t_private").download(key)).error).toMatchObject({ status: 404 });
    expect((await stack.client().storage.from("t_private").download(key)).error).toMatchObject({ status: 404 });
    expect(await (await stack.serviceClient().storage.from("t_private").download(key)).data!.text()).toBe("hello storage");
    const session = (await alice.client.auth.getSession()).data.session!;
    const res = await fetch(`${stack.url}/storage/v1/object/authenticated/t_private/${key}`, {
      headers: { apikey: stack.anonKey, authorization: `Bearer ${session.access_token}` },
    });
    expect(await res.text()).toBe("hello storage");
    expect((await alice.client.storage.from("t_private").exists(key)).data).toBe(true);
    const info = await alice.client.storage.from("t_private").info(key);
    expect(info.data).toMatchObject({ name: key, bucketId: "t_private", size: 13, contentType: "text/plain" });
    expect((await bob.client.storage.from("t_private").info(key)).error).toMatchObject({ status: 404 });
    expect((await alice.client.storage.from("t_private").exists(`${alice.user.id}/none.txt`)).data).toBe(false);
  });

  it("409 on an existing key without upsert; upsert and update replace the bytes and drop the old file", async () => {
    const key = `${alice.user.id}/replace.txt`;
    const bucket = alice.client.storage.from("t_private");
    expect((await bucket.upload(key, text("v1"))).error).toBeNull();
    const before = bytesOnDisk().length;
    const again = await bucket.upload(key, text("v2"));
    expect(again.error).toMatchObject({ statusCode: "409", status: 409 });
    expect((await bucket.upload(key, text("v2"), { upsert: true })).error).toBeNull();
    expect(await (await bucket.download(key)).data!.text()).toBe("v2");
    expect((await bucket.update(key, text("v3"))).error).toBeNull();
    expect(await (await bucket.download(key)).data!.text()).toBe("v3");
    expect(bytesOnDisk().length).toBe(before);
    expect((await bob.client.storage.from("t_private").update(key, text("hijack"))).error).not.toBeNull();
    expect(await (await bucket.download(key)).data!.text()).toBe("v3");
  });

  it("lists one folder level with prefix, limit, offset and sort", async () => {
    const bucket = alice.client.storage.from("t_private");
    for (const name of ["b.txt", "a.txt", "c.txt", "sub/d.txt"]) {
      expect((await bucket.upload(`${alice.user.id}/list/${name}`, text(name))).error).toBeNull();
    }
    const all = await bucket.list(`${alice.user.id}/list`);
    expect(all.error).toBeNull();
    expect(all.data!.map((item) => item.name)).toEqual(["a.txt", "b.txt", "c.txt", "sub"]);
    const folder = all.data!.find((item) => item.name === "sub")!;
    expect(folder.id).toBeNull();
    expect(all.data![0]!.metadata).toMatchObject({ size: 5, mimetype: "text/plain" });
    const page = await bucket.list(`${alice.user.id}/list`, { limit: 2, offset: 1, sortBy: { column: "name", order: "desc" } });
    expect(page.data!.map((item) => item.name)).toEqual(["c.txt", "b.txt"]);
    expect((await bucket.list(`${alice.user.id}/list`, { search: "b" })).data!.map((item) => item.name)).toEqual(["b.txt"]);
    expect((await bucket.list(alice.user.id)).data!.map((item) => item.name)).toContain("list");
    expect((await bob.client.storage.from("t_private").list(`${alice.user.id}/list`)).data).toEqual([]);
  });

  it("bulk remove deletes what RLS allows and the bytes with it", async () => {
    const keys = [`${alice.user.id}/rm/1.txt`, `${alice.user.id}/rm/2.txt`];
    for (const key of keys) await alice.client.storage.from("t_private").upload(key, text(key));
    const before = bytesOnDisk().length;
    const byBob = await bob.client.storage.from("t_private").remove(keys);
    expect(byBob.data).toEqual([]);
    const removed = await alice.client.storage.from("t_private").remove([...keys, `${alice.user.id}/rm/none.txt`]);
    expect(removed.error).toBeNull();
    expect(removed.data!.map((item) => item.name).sort()).toEqual(keys);
    expect(bytesOnDisk().length).toBe(before - 2);
    expect((await alice.client.storage.from("t_private").list(`${alice.user.id}/rm`)).data).toEqual([]);
  });

  it("signed URLs serve without credentials until expiry and only to those who may read", async () => {
    const key = `${alice.user.id}/note.txt`;
    const signed = await alice.client.storage.from("t_private").createSignedUrl(key, 60);
    expect(signed.error).toBeNull();
    const res = await fetch(signed.data!.signedUrl);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("hello storage");
    const tampered = signed.data!.signedUrl.replace("note.txt", "replace.txt");
    expect((await fetch(tampered)).status).toBe(400);
    expect((await bob.client.storage.from("t_private").createSignedUrl(key, 60)).error).toMatchObject({ status: 404 });
    const many = await alice.client.storage.from("t_private").createSignedUrls([key, `${alice.user.id}/none.txt`], 60);
    expect(many.data![0]!.signedUrl).toContain("token=");
    expect(many.data![1]!.error).not.toBeNull();
    const { SignJWT } = await import("jose");
    const secret = new TextEncoder().encode(stack.running.stack.keys.jwtSecret);
    const expired = await new SignJWT({ url: `t_private/${key}` }).setProtectedHeader({ alg: "HS256" }).setIssuedAt(1).setExpirationTime(2).sign(secret);
    const late = await fetch(`${stack.url}/storage/v1/object/sign/t_private/${key}?token=${expired}`);
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ statusCode: "400", error: "InvalidJWT" });
  });

  it("signed upload URLs upload once with the signer's rights", async () => {
    const key = `${alice.user.id}/signed-upload.txt`;
    const signed = await alice.client.storage.from("t_private").createSignedUploadUrl(key);
    expect(signed.error).toBeNull();
    const up = await stack.client().storage.from("t_private").uploadToSignedUrl(key, signed.data!.token, text("via token"));
    expect(up.error).toBeNull();
    expect(await (await alice.client.storage.from("t_private").download(key)).data!.text()).toBe("via token");
    const again = await stack.client().storage.from("t_private").uploadToSignedUrl(key, signed.data!.token, text("again"));
    expect(again.error).toMatchObject({ statusCode: "409" });
    const intoOther = await bob.client.storage.from("t_private").createSignedUploadUrl(`${alice.user.id}/bob.txt`);
    const denied = await stack.client().storage.from("t_private").uploadToSignedUrl(`${alice.user.id}/bob.txt`, intoOther.data!.token, text("x"));
    expect(denied.error).toMatchObject({ statusCode: "403" });
    const wrongPath = await stack.client().storage.from("t_private").uploadToSignedUrl(`${alice.user.id}/elsewhere.txt`, signed.data!.token, text("x"));
    expect(wrongPath.error).toMatchObject({ statusCode: "400" });
  });

  it("lists and reads buckets as the caller", async () => {
    const service = await stack.serviceClient().storage.listBuckets();
    expect(service.error).toBeNull();
    expect(service.data!.map((b) => b.id)).toEqual(expect.arrayContaining(["avatars", "post_images", "t_private", "t_public"]));
    const images = await stack.serviceClient().storage.getBucket("post_images");
    expect(images.data).toMatchObject({ public: true, file_size_limit: 5242880, allowed_mime_types: ["image/jpeg", "image/jpg", "image/png", "image/webp"] });
    expect((await stack.client().storage.listBuckets()).data).toEqual([]);
  });

  it("moves and copies within the caller's rights", async () => {
    const bucket = alice.client.storage.from("t_private");
    await bucket.upload(`${alice.user.id}/mv/a.txt`, text("moving"));
    expect((await bucket.move(`${alice.user.id}/mv/a.txt`, `${alice.user.id}/mv/b.txt`)).error).toBeNull();
    expect((await bucket.copy(`${alice.user.id}/mv/b.txt`, `${alice.user.id}/mv/c.txt`)).data).toEqual({ path: `t_private/${alice.user.id}/mv/c.txt` });
    expect(await (await bucket.download(`${alice.user.id}/mv/c.txt`)).data!.text()).toBe("moving");
    expect((await bucket.list(`${alice.user.id}/mv`)).data!.map((i) => i.name)).toEqual(["b.txt", "c.txt"]);
    expect((await bob.client.storage.from("t_private").copy(`${alice.user.id}/mv/b.txt`, `${bob.user.id}/stolen.txt`)).error).not.toBeNull();
  });

  it("keeps parallel uploads by different members apart (each row written under its own caller)", async () => {
    const jobs = Array.from({ length: 40 }, (_, i) => ({ who: i % 2 ? alice : bob, key: `par/${i}.txt` }));
    const results = await Promise.all(jobs.map(({ who, key }) => who.client.storage.from("t_private").upload(`${who.user.id}/${key}`, text(key))));
    expect(results.filter((r) => r.error)).toEqual([]);
    const rows = await stack.sql<{ owner: string; name: string }>("select owner::text, name from storage.objects where name like '%/par/%'");
    expect(rows).toHaveLength(40);
    for (const row of rows) expect(row.name.startsWith(`${row.owner}/`)).toBe(true);
    const sample = await bob.client.storage.from("t_private").download(`${bob.user.id}/par/0.txt`);
    expect(await sample.data!.text()).toBe("par/0.txt");
  });

  it("streams a multi-megabyte raw upload and serves ranges from the middle", async () => {
    const size = 3 * 1024 * 1024 + 17;
    const data = Buffer.alloc(size);
    for (let i = 0; i < size; i += 1) data[i] = (i * 31) % 251;
    const key = `${alice.user.id}/big.bin`;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < size; offset += 65_536) controller.enqueue(data.subarray(offset, offset + 65_536));
        controller.close();
      },
    });
    const up = await alice.client.storage.from("t_private").upload(key, stream, { contentType: "application/octet-stream" });
    expect(up.error).toBeNull();
    const whole = Buffer.from(await (await alice.client.storage.from("t_private").download(key)).data!.arrayBuffer());
    expect(whole.equals(data)).toBe(true);
    const token = (await alice.client.auth.getSession()).data.session!.access_token;
    const res = await fetch(`${stack.url}/storage/v1/object/t_private/${key}`, {
      headers: { apikey: stack.anonKey, authorization: `Bearer ${token}`, range: "bytes=2000000-2000009" },
    });
    expect(res.status).toBe(206);
    expect(Buffer.from(await res.arrayBuffer()).equals(data.subarray(2_000_000, 2_000_010))).toBe(true);
  });
});
