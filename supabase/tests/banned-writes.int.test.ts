// A banned member's profile and files (issue F2, database part): the database refuses their profile writes and their
// uploads, replacements, moves and deletions in both buckets, whatever access token they still hold, as it already
// refuses their posts, saves, offers and reports. Members who are not banned, and admins, are unaffected; unbanning
// restores the member. Through supabase-js against the real stack (Data API and Storage), on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, testBackends, type SignedInUser, type TestStack } from "@test-support/stack/stack.ts";
import { isDenied } from "./admin-fixtures.ts";

// A 1x1 PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
const png = () => new Blob([PNG], { type: "image/png" });
const BUCKETS = ["avatars", "post_images"] as const;

describe.each(await testBackends())("banned members' profiles and files on %s", (backend) => {
  let stack: TestStack;
  let member: SignedInUser;
  let banned: SignedInUser;
  let admin: SignedInUser;
  let n = 0;
  const key = (user: SignedInUser) => `${user.user.id}/${Date.now()}-${(n += 1)}.png`;
  const objectExists = async (bucket: string, name: string) =>
    (await stack.sql("select 1 from storage.objects where bucket_id = $1 and name = $2", [bucket, name])).length === 1;
  const bio = async (user: SignedInUser) =>
    (await stack.sql<{ bio: string | null; public_bio: string | null }>(
      "select p.bio, pp.bio as public_bio from public.profiles p join public.public_profiles pp using (id) where p.id = $1",
      [user.user.id],
    ))[0];

  /** A file the user uploads themself (before any ban). */
  async function uploaded(user: SignedInUser, bucket: string): Promise<string> {
    const name = key(user);
    const { error } = await user.client.storage.from(bucket).upload(name, png());
    if (error) throw new Error(`fixture upload: ${error.message}`);
    return name;
  }

  beforeAll(async () => {
    stack = await startTestStack({ backend });
    [member, banned, admin] = await Promise.all([stack.signUpConfirmed(), stack.signUpConfirmed(), stack.signUpConfirmed()]);
    await stack.makeAdmin(admin.user.id);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  // The ban is the user_bans row alone (as admin_ban_user writes it, without the Auth side): the access token the
  // member already holds stays valid, so what refuses is the database.
  const ban = (user: SignedInUser) => stack.sql("insert into public.user_bans (user_id, reason) values ($1, 'test') on conflict do nothing", [user.user.id]);
  const unban = (user: SignedInUser) => stack.sql("delete from public.user_bans where user_id = $1", [user.user.id]);

  it("a banned member cannot change their profile (update or upsert); members and admins can", async () => {
    await ban(banned);
    const before = await bio(banned);
    const update = await banned.client.from("profiles").update({ bio: "Buy my followers" }).eq("id", banned.user.id);
    expect(isDenied(update.error)).toBe(true);
    expect(update.status).toBe(403);
    const upsert = await banned.client.from("profiles").upsert({ id: banned.user.id, bio: "Buy my followers", username: `spam${Date.now()}` });
    expect(isDenied(upsert.error)).toBe(true);
    expect(await bio(banned)).toEqual(before);

    for (const user of [member, admin]) {
      const text = `Hello from ${user.user.id}`;
      expect((await user.client.from("profiles").update({ bio: text }).eq("id", user.user.id)).error).toBeNull();
      expect(await bio(user)).toEqual({ bio: text, public_bio: text });
    }
    await unban(banned);
  });

  it("a banned member cannot create a profile when they have none", async () => {
    await stack.sql("delete from public.profiles where id = $1", [banned.user.id]);
    await ban(banned);
    const insert = await banned.client.from("profiles").insert({ id: banned.user.id, username: `back${Date.now()}` });
    expect(isDenied(insert.error)).toBe(true);
    expect(await stack.sql("select 1 from public.profiles where id = $1", [banned.user.id])).toEqual([]);
    await unban(banned);
    expect((await banned.client.from("profiles").insert({ id: banned.user.id, username: `back${Date.now()}` })).error).toBeNull();
  });

  it.each(BUCKETS)("%s: a banned member cannot upload, replace, move or delete their files; a member and an admin can", async (bucket) => {
    const kept = await uploaded(banned, bucket);
    await ban(banned);
    const storage = banned.client.storage.from(bucket);

    const fresh = key(banned);
    expect((await storage.upload(fresh, png())).error).toMatchObject({ statusCode: "403" });
    expect(await objectExists(bucket, fresh)).toBe(false);
    expect((await storage.upload(kept, png(), { upsert: true })).error).toMatchObject({ statusCode: "403" });
    expect((await storage.update(kept, png())).error).toMatchObject({ statusCode: "403" });
    const moved = `${banned.user.id}/moved-${Date.now()}.png`;
    expect((await storage.move(kept, moved)).error).not.toBeNull();
    expect(await objectExists(bucket, moved)).toBe(false);
    expect((await storage.remove([kept])).data).toEqual([]);
    expect(await objectExists(bucket, kept)).toBe(true);
    // Reading stays open to everyone, as for any member's files.
    expect((await storage.download(kept)).error).toBeNull();

    for (const user of [member, admin]) {
      const own = await uploaded(user, bucket);
      const other = user.client.storage.from(bucket);
      expect((await other.upload(own, png(), { upsert: true })).error).toBeNull();
      const next = `${user.user.id}/moved-${Date.now()}.png`;
      expect((await other.move(own, next)).error).toBeNull();
      expect((await other.remove([next])).data?.map((o) => o.name)).toEqual([next]);
    }

    await unban(banned);
    expect((await storage.remove([kept])).data?.map((o) => o.name)).toEqual([kept]);
  });
});
