// The cast and the fixtures every matrix cell runs against: one stack, five actors, a few rows owned by them.
import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "@shared/database.types.ts";
import type { TestStack } from "@test-support/stack/stack.ts";

export const ACTORS = ["visitor", "member", "postOwner", "other", "admin"] as const;
export type Actor = (typeof ACTORS)[number];
export const ACTOR_LABELS: Record<Actor, string> = {
  visitor: "visitor",
  member: "member",
  postOwner: "post owner",
  other: "other member",
  admin: "admin",
};

export type Client = SupabaseClient<Database>;

export interface World {
  stack: TestStack;
  client: Record<Actor, Client>;
  /** user ids; the visitor has none (its rows are attempted as the member's id). */
  id: Record<Exclude<Actor, "visitor">, string>;
  /** An approved post by the post owner, saved, offered on and reported by the member. */
  post: string;
  /** A pending (not approved) post by the post owner. */
  pendingPost: string;
  /** An approved post by the member. */
  memberPost: string;
  save: string;
  offer: string;
  report: string;
  sql<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>;
  /** A fresh approved post by `owner` (superuser insert), for destructive cells. */
  freshPost(owner: Exclude<Actor, "visitor">, fields?: { status?: string }): Promise<string>;
}

export const LISTING_URL = "https://www.realtor.ca/real-estate/123/matrix";

export function postRow(userId: string, extra: Record<string, unknown> = {}) {
  return {
    user_id: userId,
    description: `A listing ${LISTING_URL}`,
    url: LISTING_URL,
    category: "residential" as const,
    title: "Matrix listing",
    city: "Toronto",
    ...extra,
  };
}

export async function buildWorld(stack: TestStack): Promise<World> {
  const [member, postOwner, other, admin] = await Promise.all(
    ["member", "postowner", "other", "admin"].map((name) => stack.signUpConfirmed(undefined, "password123", `mx-${name}-${Date.now().toString(36)}`)),
  );
  if (!member || !postOwner || !other || !admin) throw new Error("could not create the actors");
  await stack.makeAdmin(admin.user.id);
  const sql = <Row = Record<string, unknown>>(text: string, params?: readonly unknown[]) => stack.sql<Row>(text, params);
  const id = { member: member.user.id, postOwner: postOwner.user.id, other: other.user.id, admin: admin.user.id };

  const freshPost: World["freshPost"] = async (owner, fields = {}) => {
    const row = postRow(id[owner]);
    const [inserted] = await sql<{ id: string }>(
      `insert into public.posts (user_id, description, url, category, title, city, status, lat, lng, geo_precision)
       values ($1, $2, $3, $4, $5, $6, coalesce($7, 'approved')::public.post_status, 43.65, -79.38, 'page') returning id`,
      [row.user_id, row.description, row.url, row.category, row.title, row.city, fields.status ?? null],
    );
    if (!inserted) throw new Error("fresh post not created");
    return inserted.id;
  };

  const post = await freshPost("postOwner");
  const pendingPost = await freshPost("postOwner", { status: "pending" });
  const memberPost = await freshPost("member");
  const one = async (text: string, params: unknown[]) => {
    const [row] = await sql<{ id: string }>(text, params);
    if (!row) throw new Error(`fixture not created: ${text}`);
    return row.id;
  };
  const save = await one("insert into public.saved_listings (user_id, post_id) values ($1, $2) returning id", [id.member, post]);
  const offer = await one(
    "insert into public.offers (post_id, user_id, offer_amount, message) values ($1, $2, 500000, 'hello') returning id",
    [post, id.member],
  );
  const report = await one(
    "insert into public.reports (reporter_id, reported_post_id, reported_user_id, target_type, reason) values ($1, $2, $3, 'post', 'Fake listing') returning id",
    [id.member, post, id.postOwner],
  );
  return {
    stack,
    client: { visitor: stack.client(), member: member.client, postOwner: postOwner.client, other: other.client, admin: admin.client },
    id,
    post,
    pendingPost,
    memberPost,
    save,
    offer,
    report,
    sql,
    freshPost,
  };
}

/** The user id an actor acts as; the visitor pretends to be the member. */
export const actingId = (w: World, actor: Actor) => (actor === "visitor" ? w.id.member : w.id[actor]);
