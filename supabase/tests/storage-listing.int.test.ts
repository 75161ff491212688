import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testBackends, TestStack, type SignedInUser } from "@test-support/stack/stack.ts";
import { TINY_IMAGES } from "@test-support/storage/images.ts";

const BUCKETS = ["avatars", "post_images"] as const;

// Splinter's public_bucket_allows_listing: the two public buckets serve files by URL, but no one may list them.
// A member still sees (and so can delete) the rows of their own folder.
describe.each(await testBackends())("Public buckets cannot be listed on %s", (backend) => {
  let stack: TestStack;
  let alice: SignedInUser;
  let bob: SignedInUser;

  beforeAll(async () => {
    stack = await TestStack.start({ backend });
    alice = await stack.signUpConfirmed();
    bob = await stack.signUpConfirmed();
    for (const bucket of BUCKETS) {
      const up = await alice.client.storage.from(bucket).upload(`${alice.user.id}/photo.png`, TINY_IMAGES["image/png"], { contentType: "image/png" });
      expect(up.error).toBeNull();
    }
  });
  afterAll(() => stack?.stop());

  it.each(BUCKETS)("%s: a visitor and another member list nothing, the owner lists their own folder", async (bucket) => {
    const folder = alice.user.id;
    expect((await stack.client().storage.from(bucket).list(folder)).data).toEqual([]);
    expect((await stack.client().storage.from(bucket).list()).data).toEqual([]);
    expect((await bob.client.storage.from(bucket).list(folder)).data).toEqual([]);
    expect((await bob.client.storage.from(bucket).list()).data).toEqual([]);
    const own = await alice.client.storage.from(bucket).list(folder);
    expect(own.data?.map((o) => o.name)).toEqual(["photo.png"]);
  });

  it.each(BUCKETS)("%s: the public URL still serves the file, and only its owner can delete it", async (bucket) => {
    const key = `${alice.user.id}/photo.png`;
    const url = stack.client().storage.from(bucket).getPublicUrl(key).data.publicUrl;
    expect((await fetch(url)).status).toBe(200);
    expect((await bob.client.storage.from(bucket).remove([key])).data).toEqual([]);
    expect((await fetch(url)).status).toBe(200);
    const removed = await alice.client.storage.from(bucket).remove([key]);
    expect(removed.data?.map((o) => o.name)).toEqual([key]);
    expect((await fetch(url)).status).toBe(404);
  });
});
