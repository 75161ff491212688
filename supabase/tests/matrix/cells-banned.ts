// Banned members: each cell is a freshly signed-up member who is then banned (a user_bans row; their access token
// stays valid), trying something every member may do. Storage cells run in SQL as the caller, as cells-storage.ts.
import { canInsert, canUpdate, type Cell, type Outcome } from "./probe.ts";
import { postRow, type World } from "./world.ts";

type Banned = { client: World["client"]["member"]; id: string };

async function asBanned(w: World, attempt: (banned: Banned) => Promise<Outcome>): Promise<Outcome> {
  const banned = await w.stack.signUpConfirmed();
  await w.sql("insert into public.user_bans (user_id, reason) values ($1, 'matrix')", [banned.user.id]);
  return attempt({ client: banned.client, id: banned.user.id });
}

/** Runs `statement` as the banned member in SQL; allowed when it returns a row. */
async function bannedStorage(w: World, id: string, statement: string, params: unknown[]): Promise<Outcome> {
  try {
    const rows = await w.stack.running.stack.sql.asCaller({ role: "authenticated", sub: id }, (tx) => tx.query(statement, params));
    return { allowed: rows.length === 1 };
  } catch (error) {
    return { allowed: false, detail: (error as Error).message };
  }
}

const objectName = (owner: string) => `${owner}/${Date.now()}-${Math.floor(Math.random() * 1e9)}.png`;

/** An object in the banned member's own folder, stored as the superuser. */
async function ownObject(w: World, id: string): Promise<string> {
  const name = objectName(id);
  await w.sql("insert into storage.objects (bucket_id, name, owner_id, metadata) values ('post_images', $1, $2, '{}')", [name, id]);
  return name;
}

const banned = (scenario: string, target: string, op: Cell["op"], policy: string, run: (w: World, b: Banned) => Promise<Outcome>): Cell => ({
  target, op, scenario, policies: [policy], expect: { member: false },
  run: (w) => asBanned(w, (b) => run(w, b)),
});

export const bannedCells: Cell[] = [
  banned("a banned member posting", "posts", "insert", "Banned users cannot post", (_w, b) => canInsert(b.client, "posts", postRow(b.id))),
  banned("a banned member saving", "saved_listings", "insert", "Banned users cannot save listings", (w, b) =>
    canInsert(b.client, "saved_listings", { user_id: b.id, post_id: w.post })),
  banned("a banned member making an offer", "offers", "insert", "Banned users cannot make offers", (w, b) =>
    canInsert(b.client, "offers", { user_id: b.id, post_id: w.post, offer_amount: 100 })),
  banned("a banned member reporting", "reports", "insert", "Banned users cannot report", (w, b) =>
    canInsert(b.client, "reports", { reporter_id: b.id, reported_post_id: w.post, target_type: "post", reason: "x" })),
  banned("a banned member recreating their profile", "profiles", "insert", "Banned users cannot create a profile", async (w, b) => {
    await w.sql("delete from public.profiles where id = $1", [b.id]);
    return canInsert(b.client, "profiles", { id: b.id, username: `mx-back-${Date.now()}` });
  }),
  banned("a banned member editing their own post", "posts", "update", "Banned users cannot edit posts", async (w, b) => {
    const [post] = await w.sql<{ id: string }>(
      "insert into public.posts (user_id, category, description, url, title) values ($1, 'residential', $2, $2, 'Before the ban') returning id",
      [b.id, "https://www.realtor.ca/real-estate/matrix-banned"],
    );
    return canUpdate(w, b.client, "posts", post!.id, "title", "Edited while banned");
  }),
  banned("a banned member's own bio", "profiles", "update", "Banned users cannot change their profile", (w, b) =>
    canUpdate(w, b.client, "profiles", b.id, "bio", `banned ${Date.now()}`)),
  ...(["avatars", "post_images"] as const).map((bucket) =>
    banned(`a banned member's ${bucket} upload into their own folder`, "storage.objects", "insert", "Banned users cannot upload files", (w, b) =>
      bannedStorage(w, b.id, "insert into storage.objects (bucket_id, name, owner_id) values ($1, $2, $3) returning 1", [bucket, objectName(b.id), b.id])),
  ),
  banned("a banned member renaming their own image", "storage.objects", "update", "Banned users cannot replace or move files", async (w, b) => {
    const name = await ownObject(w, b.id);
    return bannedStorage(w, b.id, "update storage.objects set name = $2 where bucket_id = 'post_images' and name = $1 returning 1", [name, `${name}.moved`]);
  }),
  banned("a banned member deleting their own image", "storage.objects", "delete", "Banned users cannot delete files", async (w, b) => {
    const name = await ownObject(w, b.id);
    return bannedStorage(w, b.id, "delete from storage.objects where bucket_id = 'post_images' and name = $1 returning 1", [name]);
  }),
];
