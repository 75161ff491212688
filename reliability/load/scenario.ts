import { randomUUID } from "node:crypto";
import { headers, timedFetch, type Endpoint, type Timed } from "./http.ts";
import { uploadBytes, type Ledger, type WriteKind } from "./ledger.ts";
import { CATEGORIES, type Member } from "./members.ts";
import type { Metrics } from "./metrics.ts";

const FEED_SELECT = "id,title,description,url,category,city,province,manual_price,listing_price,additional_images,is_featured,created_at,author:public_profiles(username,avatar_url)";
const TERMS = ["Toronto", "vancouver", "Montreal", "calgry", "condo", "Halifax", "🏠", "O'Neil"];

export type VirtualUserContext = {
  endpoint: Endpoint;
  metrics: Metrics;
  ledger: Ledger;
  member: Member;
  /** Posts by another member (offers and reports target them); grows with acknowledged posts. */
  postIds: string[];
  tag: string;
  random: () => number;
  /** Posts this member has reported: one open report per member and post, so a second one would be refused. */
  reported: Set<string>;
};

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!;

async function read(ctx: VirtualUserContext, op: string, path: string, init: RequestInit = {}): Promise<Timed> {
  const result = await timedFetch(`${ctx.endpoint.url}${path}`, { ...init, headers: { ...headers(ctx.endpoint.anonKey), ...(init.headers as Record<string, string>) } });
  ctx.metrics.record(op, "read", result.ms, result.status, result.text.slice(0, 200));
  return result;
}

/** A write that is acknowledged only on a 2xx; no answer at all leaves it unknown (it may or may not have landed). */
async function write(ctx: VirtualUserContext, op: string, kind: WriteKind | null, marker: string, url: string, init: RequestInit): Promise<Timed> {
  const result = await timedFetch(url, init);
  ctx.metrics.record(op, "write", result.ms, result.status, result.text.slice(0, 200));
  if (kind) {
    if (result.status >= 200 && result.status < 300) ctx.ledger.ack(kind, marker);
    else ctx.ledger.lost(kind, marker);
  }
  return result;
}

/** 80% of iterations: feed, category, search or a post page (with its view count). */
async function visitor(ctx: VirtualUserContext): Promise<void> {
  const r = ctx.random();
  const offset = Math.floor(ctx.random() * 3) * 10;
  if (r < 0.35) await read(ctx, "feed", `/rest/v1/posts?select=${FEED_SELECT}&status=eq.approved&order=created_at.desc,id.desc&offset=${offset}&limit=10`);
  else if (r < 0.55) await read(ctx, "category", `/rest/v1/posts?select=${FEED_SELECT}&status=eq.approved&category=eq.${pick(CATEGORIES, ctx.random)}&order=created_at.desc,id.desc&limit=10`);
  else if (r < 0.75) await read(ctx, "search", `/rest/v1/rpc/search_posts`, { method: "POST", body: JSON.stringify({ search_term: pick(TERMS, ctx.random) }) });
  else {
    const id = pick(ctx.postIds, ctx.random);
    await read(ctx, "post_page", `/rest/v1/posts?select=${FEED_SELECT}&id=eq.${id}`, { headers: { accept: "application/vnd.pgrst.object+json" } });
    await read(ctx, "record_view", `/rest/v1/rpc/record_post_view`, { method: "POST", body: JSON.stringify({ p_post_id: id }) });
  }
}

/** 15%: save/unsave toggle, offer or report, as this virtual user's own member (so the final state is known). */
async function member(ctx: VirtualUserContext): Promise<void> {
  const { endpoint, member: m } = ctx;
  const auth = (extra: Record<string, string> = {}) => headers(endpoint.anonKey, m.token, extra);
  const r = ctx.random();
  const postId = pick(ctx.postIds.slice(0, 50), ctx.random);
  if (r < 0.5) {
    const pair = `${m.id}/${postId}`;
    const saved = ctx.ledger.saved.get(pair) ?? false;
    const result = saved
      ? await write(ctx, "unsave", null, pair, `${endpoint.url}/rest/v1/saved_listings?user_id=eq.${m.id}&post_id=eq.${postId}`, { method: "DELETE", headers: auth() })
      : await write(ctx, "save", null, pair, `${endpoint.url}/rest/v1/saved_listings`, { method: "POST", headers: auth(), body: JSON.stringify({ user_id: m.id, post_id: postId }) });
    if (result.status >= 200 && result.status < 300) ctx.ledger.saved.set(pair, !saved);
    else ctx.ledger.savedUnknown.add(pair);
  } else if (r < 0.75 || ctx.reported.has(postId)) {
    const marker = `${ctx.tag}-o-${randomUUID()}`;
    await write(ctx, "offer", "offer", marker, `${endpoint.url}/rest/v1/offers`, {
      method: "POST",
      headers: auth({ prefer: "return=minimal" }),
      body: JSON.stringify({ post_id: postId, user_id: m.id, offer_amount: 250000 + Math.floor(ctx.random() * 10) * 100, message: marker }),
    });
  } else {
    const marker = `${ctx.tag}-r-${randomUUID()}`;
    ctx.reported.add(postId);
    await write(ctx, "report", "report", marker, `${endpoint.url}/rest/v1/reports`, {
      method: "POST",
      headers: auth({ prefer: "return=minimal" }),
      body: JSON.stringify({ reported_post_id: postId, target_type: "post", reason: marker }),
    });
  }
}

/** 5%: upload an image to post_images, then post a listing showing it. */
async function poster(ctx: VirtualUserContext): Promise<void> {
  const { endpoint, member: m } = ctx;
  const name = `${ctx.tag}-${randomUUID()}.png`;
  const path = `${m.id}/${name}`;
  const upload = await write(ctx, "upload", "upload", path, `${endpoint.url}/storage/v1/object/post_images/${path}`, {
    method: "POST",
    headers: { apikey: endpoint.anonKey, authorization: `Bearer ${m.token}`, "content-type": "image/png", "x-upsert": "false" },
    body: uploadBytes(path),
  });
  if (upload.status !== 200) return;
  const marker = `${ctx.tag}-p-${randomUUID()}`;
  const listing = `https://www.realtor.ca/real-estate/${marker}`;
  await write(ctx, "post", "post", marker, `${endpoint.url}/rest/v1/posts`, {
    method: "POST",
    headers: headers(endpoint.anonKey, m.token, { prefer: "return=minimal" }),
    body: JSON.stringify({
      user_id: m.id,
      title: marker,
      description: `Load test listing ${listing}`,
      url: listing,
      category: pick(CATEGORIES, ctx.random),
      city: "Toronto",
      province: "ON",
      manual_price: 450000,
      additional_images: [`${endpoint.url}/storage/v1/object/public/post_images/${path}`],
    }),
  });
}

/** One iteration of the 80/15/5 mix. */
export async function iteration(ctx: VirtualUserContext): Promise<void> {
  const r = ctx.random();
  if (r < 0.8) await visitor(ctx);
  else if (r < 0.95) await member(ctx);
  else await poster(ctx);
}
