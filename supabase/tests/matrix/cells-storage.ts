// storage.objects policies, exercised in SQL as the caller's role with request.jwt.claims set (as Supabase Storage does).
import { members, only, type Cell, type Outcome } from "./probe.ts";
import { actingId, type Actor, type World } from "./world.ts";

async function asActor(w: World, actor: Actor, run: (q: (text: string, params?: unknown[]) => Promise<unknown[]>) => Promise<boolean>): Promise<Outcome> {
  const claims = actor === "visitor" ? { role: "anon" as const } : { role: "authenticated" as const, sub: w.id[actor] };
  try {
    const allowed = await w.stack.running.stack.sql.asCaller(claims, (tx) => run((text, params) => tx.query(text, params)));
    return { allowed };
  } catch (error) {
    return { allowed: false, detail: (error as Error).message };
  }
}

const objectName = (owner: string, ext = "png") => `${owner}/${Date.now()}-${Math.floor(Math.random() * 1e9)}.${ext}`;

async function storedObject(w: World, bucket: string, owner: string): Promise<string> {
  const name = objectName(owner);
  await w.sql("insert into storage.objects (bucket_id, name, owner_id, metadata) values ($1, $2, $3, '{}')", [bucket, name, owner]);
  return name;
}

const insertObject = (bucket: string, folder: (w: World, a: Actor) => string): Cell["run"] => (w, a) =>
  asActor(w, a, async (q) => {
    await q("insert into storage.objects (bucket_id, name, owner_id) values ($1, $2, $3)", [bucket, objectName(folder(w, a)), actingId(w, a)]);
    return true;
  });

export const storageCells: Cell[] = [
  {
    target: "storage.objects", op: "select", scenario: "a post image (rows, not the public URL)", policies: ["Members can read objects in their own folder"], expect: only("member"),
    run: async (w, a) => {
      const name = await storedObject(w, "post_images", w.id.member);
      return asActor(w, a, async (q) => (await q("select 1 from storage.objects where bucket_id = 'post_images' and name = $1", [name])).length === 1);
    },
  },
  {
    target: "storage.objects", op: "select", scenario: "an avatar (rows, not the public URL)", policies: ["Members can read objects in their own folder"], expect: only("member"),
    run: async (w, a) => {
      const name = await storedObject(w, "avatars", w.id.member);
      return asActor(w, a, async (q) => (await q("select 1 from storage.objects where bucket_id = 'avatars' and name = $1", [name])).length === 1);
    },
  },
  {
    target: "storage.objects", op: "insert", scenario: "a post image under one's own folder",
    policies: ["Members can upload into their own folder"], expect: members(),
    run: insertObject("post_images", (w, a) => actingId(w, a)),
  },
  {
    target: "storage.objects", op: "insert", scenario: "an avatar under one's own folder",
    policies: ["Members can upload into their own folder"], expect: members(),
    run: insertObject("avatars", (w, a) => actingId(w, a)),
  },
  {
    target: "storage.objects", op: "insert", scenario: "a post image under the member's folder",
    policies: ["Members can upload into their own folder"], expect: only("member"),
    run: insertObject("post_images", (w) => w.id.member),
  },
  {
    target: "storage.objects", op: "update", scenario: "renaming the member's image",
    policies: ["Members can replace objects in their own folder"], expect: only("member"),
    run: async (w, a) => {
      const name = await storedObject(w, "post_images", w.id.member);
      return asActor(w, a, async (q) =>
        (await q("update storage.objects set name = $2 where bucket_id = 'post_images' and name = $1 returning 1", [name, `${name}.moved`])).length === 1);
    },
  },
  {
    target: "storage.objects", op: "delete", scenario: "the member's image",
    policies: ["Members can delete objects in their own folder"], expect: only("member"),
    run: async (w, a) => {
      const name = await storedObject(w, "post_images", w.id.member);
      return asActor(w, a, async (q) => (await q("delete from storage.objects where bucket_id = 'post_images' and name = $1 returning 1", [name])).length === 1);
    },
  },
];
