// properties and listing_snapshots (issue 20): readable with their posts, written only by the database itself (the
// matching trigger, the split and the re-check); the split and re-check-now RPCs by role.
import { canCall, canDelete, canInsert, canSelect, canUpdate, everyone, members, only, type Cell } from "./probe.ts";
import { postRow, type Actor, type World } from "./world.ts";

const propertyOf = async (w: World, post: string) =>
  (await w.sql<{ property_id: string }>("select property_id from public.posts where id = $1", [post]))[0]?.property_id ?? "";

/** A snapshot of `post`'s property (superuser insert), as the re-check writes them. */
const snapshotOf = async (w: World, post: string) =>
  (
    await w.sql<{ id: string }>(
      "insert into public.listing_snapshots (property_id, post_id, url, price, source_status) select property_id, id, url, 500000, 'live' from public.posts where id = $1 returning id::text as id",
      [post],
    )
  )[0]?.id ?? "";

/** Two approved posts of one home, the first by `owner`; returns the first. */
const matchedPair = async (w: World, owner: Exclude<Actor, "visitor">) => {
  const street = `${Math.floor(Math.random() * 1e6)} Split Ave`;
  const insert = (user: string) =>
    w.sql<{ id: string }>(
      "insert into public.posts (user_id, description, url, category, title, city, street_address) values ($1, $2, $3, 'residential', 'Pair', 'Toronto', $4) returning id",
      [user, postRow(user).description, postRow(user).url, street],
    );
  const [first] = await insert(w.id[owner]);
  await insert(w.id.other === w.id[owner] ? w.id.member : w.id.other);
  return first?.id ?? "";
};

export const propertyCells: Cell[] = [
  {
    target: "properties", op: "select", scenario: "the property of an approved post",
    policies: ["Properties are readable by everyone"], expect: everyone(),
    run: async (w, a) => canSelect(w.client[a], "properties", await propertyOf(w, w.post)),
  },
  {
    target: "properties", op: "insert", scenario: "a property of one's own making",
    policies: [], expect: only(),
    run: (w, a) => canInsert(w.client[a], "properties", { id: crypto.randomUUID() }),
  },
  {
    target: "properties", op: "update", scenario: "marking a property as split from another",
    policies: [], expect: only(),
    run: async (w, a) => canUpdate(w, w.client[a], "properties", await propertyOf(w, w.post), "split_from", await propertyOf(w, w.memberPost)),
  },
  {
    target: "properties", op: "delete", scenario: "a fresh post's property",
    policies: [], expect: only(),
    run: async (w, a) => canDelete(w, w.client[a], "properties", await propertyOf(w, await w.freshPost("postOwner"))),
  },
  {
    target: "listing_snapshots", op: "select", scenario: "history of an approved post",
    policies: ["History is readable with its property's posts"], expect: everyone(),
    run: async (w, a) => canSelect(w.client[a], "listing_snapshots", await snapshotOf(w, w.post)),
  },
  {
    target: "listing_snapshots", op: "select", scenario: "history of a pending post (its author and admins)",
    policies: ["History is readable with its property's posts"], expect: only("postOwner", "admin"),
    run: async (w, a) => canSelect(w.client[a], "listing_snapshots", await snapshotOf(w, w.pendingPost)),
  },
  {
    target: "listing_snapshots", op: "insert", scenario: "a snapshot written by a client",
    policies: [], expect: only(),
    run: async (w, a) => canInsert(w.client[a], "listing_snapshots", { property_id: await propertyOf(w, w.post), url: "https://x.example/", source_status: "sold" }),
  },
  {
    target: "listing_snapshots", op: "update", scenario: "changing a snapshot's price",
    policies: [], expect: only(),
    run: async (w, a) => canUpdate(w, w.client[a], "listing_snapshots", await snapshotOf(w, w.post), "price", 1),
  },
  {
    target: "listing_snapshots", op: "delete", scenario: "a snapshot of the post",
    policies: [], expect: only(),
    run: async (w, a) => canDelete(w, w.client[a], "listing_snapshots", await snapshotOf(w, w.post)),
  },
  {
    target: "rpc:split_post_property", op: "execute", scenario: "splitting the post owner's matched post", policies: [], expect: only("postOwner", "admin"),
    run: async (w, a) => canCall(w.client[a], "split_post_property", { p_post_id: await matchedPair(w, "postOwner") }),
  },
  {
    target: "rpc:request_post_recheck", op: "execute", scenario: "asking for a re-check of an approved post", policies: [], expect: members(),
    run: async (w, a) => canCall(w.client[a], "request_post_recheck", { p_post_id: await w.freshPost("postOwner") }),
  },
  {
    target: "rpc:record_listing_check", op: "execute", scenario: "writing history from a client", policies: [], expect: only(),
    run: (w, a) => canCall(w.client[a], "record_listing_check", { p_post_id: w.post, p_status: "sold", p_price: 1 }),
  },
  {
    target: "rpc:listing_recheck_resume", op: "execute", scenario: "reading where the re-check stopped from a client", policies: [], expect: only(),
    run: (w, a) => canCall(w.client[a], "listing_recheck_resume", {}),
  },
];
