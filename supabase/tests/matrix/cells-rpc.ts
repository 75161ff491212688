// Remote procedures (spec §7 and the admin extras): who may call them and what they reveal.
import { canCall, everyone, members, only, type Cell } from "./probe.ts";
import { actingId, type World } from "./world.ts";

const rows = (data: unknown) => (Array.isArray(data) ? (data as Record<string, unknown>[]) : []);

const adminOnly = (name: string, args: (w: World) => Record<string, unknown> | Promise<Record<string, unknown>>, scenario = "calling it"): Cell => ({
  target: `rpc:${name}`, op: "execute", scenario, policies: [], expect: only("admin"),
  run: async (w, a) => canCall(w.client[a], name, await args(w)),
});

async function plainUser(w: World): Promise<string> {
  const [row] = await w.sql<{ id: string }>(
    `insert into auth.users (id, aud, role, email, created_at, updated_at)
     values (gen_random_uuid(), 'authenticated', 'authenticated', 'mx-rpc-' || gen_random_uuid() || '@example.test', now(), now()) returning id`,
  );
  return row?.id ?? "";
}

const range = () => ({ p_from: new Date(Date.now() - 86_400_000 * 30).toISOString(), p_to: new Date().toISOString() });

export const rpcCells: Cell[] = [
  {
    target: "rpc:has_role", op: "execute", scenario: "has_role(own id) answers true", policies: [], expect: only("admin"),
    run: async (w, a) => {
      const r = await canCall(w.client[a], "has_role", { _user_id: actingId(w, a), _role: "admin" });
      return { allowed: r.allowed && r.data === true, detail: `${String(r.data)} ${r.detail ?? ""}` };
    },
  },
  {
    target: "rpc:has_role", op: "execute", scenario: "has_role(the admin's id) reveals the admin", policies: [], expect: only("admin"),
    run: async (w, a) => {
      const r = await canCall(w.client[a], "has_role", { _user_id: w.id.admin });
      return { allowed: r.allowed && r.data === true, detail: String(r.data) };
    },
  },
  {
    target: "rpc:get_featured_posts", op: "execute", scenario: "featured cards", policies: [], expect: everyone(),
    run: (w, a) => canCall(w.client[a], "get_featured_posts", { p_limit: 4 }),
  },
  {
    target: "rpc:get_public_users", op: "execute", scenario: "community members", policies: [], expect: everyone(),
    run: async (w, a) => {
      const r = await canCall(w.client[a], "get_public_users", { p_limit: 12 });
      const leaked = rows(r.data).some((u) => "phone_number" in u || "first_name" in u || "email" in u);
      return { allowed: r.allowed && !leaked, ...(r.detail ? { detail: r.detail } : {}) };
    },
  },
  {
    target: "rpc:username_available", op: "execute", scenario: "a taken name (another case) answers false, a free one true", policies: [], expect: everyone(),
    run: async (w, a) => {
      const [owner] = await w.sql<{ username: string }>("select username from public.profiles where id = $1", [w.id.postOwner]);
      const taken = await canCall(w.client[a], "username_available", { p_username: owner?.username.toUpperCase() ?? "" });
      const free = await canCall(w.client[a], "username_available", { p_username: `free-${Date.now().toString(36)}` });
      return { allowed: taken.allowed && taken.data === false && free.data === true, detail: `${String(taken.data)} ${String(free.data)} ${taken.detail ?? ""}` };
    },
  },
  {
    target: "rpc:username_available", op: "execute", scenario: "reveals more than taken or free (a profile's fields)", policies: [], expect: only(),
    run: async (w, a) => {
      const [owner] = await w.sql<{ username: string }>("select username from public.profiles where id = $1", [w.id.postOwner]);
      const r = await canCall(w.client[a], "username_available", { p_username: owner?.username ?? "" });
      return { allowed: typeof r.data !== "boolean", detail: JSON.stringify(r.data) };
    },
  },
  {
    target: "rpc:search_posts", op: "execute", scenario: "search for Toronto", policies: [], expect: everyone(),
    run: async (w, a) => {
      const r = await canCall(w.client[a], "search_posts", { search_term: "toronto" });
      return { allowed: r.allowed && rows(r.data).some((p) => p["id"] === w.post) };
    },
  },
  {
    target: "rpc:browse_posts", op: "execute", scenario: "browsing Toronto (approved posts only)", policies: [], expect: everyone(),
    run: async (w, a) => {
      const r = await canCall(w.client[a], "browse_posts", { search_term: "toronto", sort: "price_asc", page_limit: 100 });
      const found = rows(r.data);
      const approvedOnly = found.every((p) => p["status"] === "approved") && !found.some((p) => p["id"] === w.pendingPost);
      return { allowed: r.allowed && found.length > 0 && approvedOnly };
    },
  },
  {
    target: "rpc:browse_posts", op: "execute", scenario: "browsing the map's box around Toronto (approved posts only, even to their author)", policies: [], expect: everyone(),
    run: async (w, a) => {
      const r = await canCall(w.client[a], "browse_posts", { min_lng: -79.5, min_lat: 43.6, max_lng: -79.3, max_lat: 43.7, page_limit: 100 });
      const found = rows(r.data);
      const approvedOnly = found.every((p) => p["status"] === "approved") && !found.some((p) => p["id"] === w.pendingPost);
      return { allowed: r.allowed && found.some((p) => p["id"] === w.post) && approvedOnly };
    },
  },
  {
    target: "rpc:browse_posts_count", op: "execute", scenario: "counting Toronto's posts", policies: [], expect: everyone(),
    run: async (w, a) => {
      const r = await canCall(w.client[a], "browse_posts_count", { search_term: "toronto" });
      return { allowed: r.allowed && typeof r.data === "number" && r.data >= 1 };
    },
  },
  {
    target: "rpc:get_all_users", op: "execute", scenario: "listing every user with e-mail", policies: [], expect: only("admin"),
    run: async (w, a) => {
      const r = await canCall(w.client[a], "get_all_users");
      const hashes = rows(r.data).some((u) => "encrypted_password" in u);
      return { allowed: r.allowed && rows(r.data).length > 0 && !hashes, ...(r.detail ? { detail: r.detail } : {}) };
    },
  },
  adminOnly("get_all_reports", () => ({}), "listing every report"),
  {
    target: "rpc:set_post_featured_status", op: "execute", scenario: "featuring the post owner's post", policies: [], expect: only("admin"),
    run: async (w, a) => {
      const id = await w.freshPost("postOwner");
      await canCall(w.client[a], "set_post_featured_status", { p_post_id: id, p_is_featured: true });
      const [row] = await w.sql<{ is_featured: boolean }>("select is_featured from public.posts where id = $1", [id]);
      return { allowed: row?.is_featured === true };
    },
  },
  {
    target: "rpc:is_whitelisted_url", op: "execute", scenario: "checking a listing URL", policies: [], expect: everyone(),
    run: async (w, a) => {
      const r = await canCall(w.client[a], "is_whitelisted_url", { url: "https://www.realtor.ca/x" });
      return { allowed: r.allowed && r.data === true };
    },
  },
  {
    target: "rpc:is_banned", op: "execute", scenario: "is_banned(own id) answers false", policies: [], expect: members(),
    run: async (w, a) => {
      const r = await canCall(w.client[a], "is_banned", { _user_id: actingId(w, a) });
      return { allowed: r.allowed && r.data === false, detail: `${String(r.data)} ${r.detail ?? ""}` };
    },
  },
  {
    target: "rpc:is_banned", op: "execute", scenario: "is_banned(a banned user's id) reveals the ban", policies: [], expect: only("admin"),
    run: async (w, a) => {
      const id = await plainUser(w);
      await w.sql("insert into public.user_bans (user_id, reason) values ($1, 'matrix')", [id]);
      const r = await canCall(w.client[a], "is_banned", { _user_id: id });
      return { allowed: r.allowed && r.data === true, detail: `${String(r.data)} ${r.detail ?? ""}` };
    },
  },
  {
    target: "rpc:record_post_view", op: "execute", scenario: "recording a view", policies: [], expect: everyone(),
    run: (w, a) => canCall(w.client[a], "record_post_view", { p_post_id: w.post }),
  },
  {
    target: "rpc:list_my_offers", op: "execute", scenario: "includes the member's offer", policies: [], expect: only("member"),
    run: async (w, a) => ({ allowed: rows((await canCall(w.client[a], "list_my_offers")).data).some((o) => o["id"] === w.offer) }),
  },
  {
    target: "rpc:list_offers_received", op: "execute", scenario: "includes the offer on the post", policies: [], expect: only("postOwner"),
    run: async (w, a) => ({ allowed: rows((await canCall(w.client[a], "list_offers_received")).data).some((o) => o["id"] === w.offer) }),
  },
  {
    target: "rpc:withdraw_offer", op: "execute", scenario: "withdrawing the member's offer", policies: [], expect: only("member"),
    run: async (w, a) => {
      const [o] = await w.sql<{ id: string }>(
        "insert into public.offers (post_id, user_id, offer_amount) values ($1, $2, 700) returning id", [w.post, w.id.member]);
      await canCall(w.client[a], "withdraw_offer", { p_offer_id: o?.id });
      return { allowed: (await w.sql("select 1 from public.offers where id = $1", [o?.id])).length === 0 };
    },
  },
  adminOnly("admin_list_users", () => ({}), "listing users (paginated)"),
  adminOnly("admin_list_audit_log", () => ({}), "reading the audit log"),
  adminOnly("admin_grant_admin", async (w) => ({ p_user_id: await plainUser(w) }), "granting admin to a user"),
  adminOnly("admin_revoke_admin", async (w) => {
    const id = await plainUser(w);
    await w.stack.makeAdmin(id);
    return { p_user_id: id };
  }, "revoking another admin"),
  adminOnly("admin_ban_user", async (w) => ({ p_user_id: await plainUser(w), p_reason: "matrix" }), "banning a user"),
  adminOnly("admin_unban_user", async (w) => {
    const id = await plainUser(w);
    await w.sql("insert into public.user_bans (user_id) values ($1)", [id]);
    return { p_user_id: id };
  }, "lifting a ban"),
  ...["analytics_user_engagement", "analytics_listings", "analytics_conversion", "analytics_featured", "analytics_geography", "analytics_reports"]
    .map((name) => adminOnly(name, range, "reading analytics")),
];
