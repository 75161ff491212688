// whitelisted_domains, user_roles and the admin extras' tables (audit log, bans, post views).
import { canDelete, canInsert, canSelect, canUpdate, everyone, only, type Cell } from "./probe.ts";
import type { World } from "./world.ts";

const domain = (tag: string) => `mx-${tag}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}.ca`;

async function freshDomain(w: World): Promise<string> {
  const [row] = await w.sql<{ id: string }>("insert into public.whitelisted_domains (domain_name) values ($1) returning id", [domain("row")]);
  return row?.id ?? "";
}

const SEED_ROW = {
  admin_audit_log: "insert into public.admin_audit_log (action) values ('ban_user')",
  user_bans: `with u as (insert into auth.users (id, aud, role, email, created_at, updated_at)
      values (gen_random_uuid(), 'authenticated', 'authenticated', 'mx-ban-' || gen_random_uuid() || '@example.test', now(), now())
      returning id)
    insert into public.user_bans (user_id, reason) select id, 'matrix' from u`,
  post_views: "insert into public.post_views (post_id) values ($1)",
} as const;

const EDIT: Record<"admin_audit_log" | "user_bans" | "post_views", { key: string; column: string; value: (w: World) => string }> = {
  admin_audit_log: { key: "id", column: "action", value: () => "unban_user" },
  user_bans: { key: "user_id", column: "reason", value: () => "edited" },
  post_views: { key: "id", column: "post_id", value: (w) => w.memberPost },
};

export const adminCells: Cell[] = [
  {
    target: "whitelisted_domains", op: "select", scenario: "a whitelisted domain",
    policies: ["Whitelisted domains are readable by everyone"], expect: everyone(),
    run: async (w, a) => canSelect(w.client[a], "whitelisted_domains", await freshDomain(w)),
  },
  {
    target: "whitelisted_domains", op: "insert", scenario: "adding a domain",
    policies: ["Admins can add whitelisted domains"], expect: only("admin"),
    run: (w, a) => canInsert(w.client[a], "whitelisted_domains", { domain_name: domain(a), description: "matrix" }),
  },
  {
    target: "whitelisted_domains", op: "update", scenario: "renaming a domain",
    policies: ["Admins can update whitelisted domains"], expect: only("admin"),
    run: async (w, a) => canUpdate(w, w.client[a], "whitelisted_domains", await freshDomain(w), "description", `by ${a}`),
  },
  {
    target: "whitelisted_domains", op: "delete", scenario: "removing a domain",
    policies: ["Admins can delete whitelisted domains"], expect: only("admin"),
    run: async (w, a) => canDelete(w, w.client[a], "whitelisted_domains", await freshDomain(w)),
  },
  {
    target: "user_roles", op: "select", scenario: "the admin's role row",
    policies: ["Users can read their own roles", "Admins can read all roles"], expect: only("admin"),
    run: async (w, a) => {
      const [row] = await w.sql<{ id: string }>("select id from public.user_roles where user_id = $1", [w.id.admin]);
      return canSelect(w.client[a], "user_roles", row?.id ?? "");
    },
  },
  {
    target: "user_roles", op: "insert", scenario: "granting oneself admin",
    policies: [], expect: only(),
    run: (w, a) => canInsert(w.client[a], "user_roles", { user_id: a === "visitor" ? w.id.member : w.id[a], role: "admin" }),
  },
  {
    target: "user_roles", op: "update", scenario: "moving the admin role to the member",
    policies: [], expect: only(),
    run: async (w, a) => {
      const [row] = await w.sql<{ id: string }>("select id from public.user_roles where user_id = $1", [w.id.admin]);
      const outcome = await canUpdate(w, w.client[a], "user_roles", row?.id ?? "", "user_id", w.id.member);
      if (outcome.allowed) await w.sql("update public.user_roles set user_id = $1 where id = $2", [w.id.admin, row?.id]);
      return outcome;
    },
  },
  {
    target: "user_roles", op: "delete", scenario: "the admin's role row",
    policies: [], expect: only(),
    run: async (w, a) => {
      const [row] = await w.sql<{ id: string }>("select id from public.user_roles where user_id = $1", [w.id.admin]);
      const outcome = await canDelete(w, w.client[a], "user_roles", row?.id ?? "");
      if (outcome.allowed) await w.stack.makeAdmin(w.id.admin);
      return outcome;
    },
  },
  ...(["admin_audit_log", "user_bans", "post_views"] as const).flatMap((table): Cell[] => [
    {
      target: table, op: "select", scenario: `a ${table} row`,
      policies: [{ admin_audit_log: "Admins can read the audit log", user_bans: "Admins can read bans", post_views: "Admins can read post views" }[table]],
      expect: only("admin"),
      run: async (w, a) => {
        await w.sql(SEED_ROW[table], table === "post_views" ? [w.post] : []);
        const rows = await w.sql<{ n: number }>(`select count(*)::int as n from public.${table}`);
        const { data, error } = await w.client[a].from(table).select("*").limit(1);
        return { allowed: !error && (rows[0]?.n ?? 0) > 0 && (data?.length ?? 0) > 0, detail: error?.message ?? `${data?.length} rows` };
      },
    },
    {
      target: table, op: "insert", scenario: `writing ${table} directly`,
      policies: [], expect: only(),
      run: (w, a) =>
        canInsert(w.client[a], table, {
          admin_audit_log: { action: "ban_user", details: {} },
          user_bans: { user_id: w.id.other, reason: "forged" },
          post_views: { post_id: w.post },
        }[table]),
    },
    {
      target: table, op: "update", scenario: `editing a ${table} row`,
      policies: [], expect: only(),
      run: async (w, a) => {
        const { key, column, value } = EDIT[table];
        const [row] = await w.sql<{ k: string }>(`select ${key}::text as k from public.${table} order by 1 limit 1`);
        return canUpdate(w, w.client[a], table, row?.k ?? "", column, value(w), key);
      },
    },
    {
      target: table, op: "delete", scenario: `removing a ${table} row`,
      policies: [], expect: only(),
      run: async (w, a) => {
        const { key } = EDIT[table];
        const [row] = await w.sql<{ k: string }>(`select ${key}::text as k from public.${table} order by 1 limit 1`);
        return canDelete(w, w.client[a], table, row?.k ?? "", key);
      },
    },
  ]),
  {
    target: "search_place_names", op: "select", scenario: "a known city name",
    policies: ["Place names are readable by everyone"], expect: everyone(),
    run: async (w, a) => {
      const { data, error } = await w.client[a].from("search_place_names").select("name").eq("name", "toronto");
      return { allowed: !error && (data?.length ?? 0) === 1 };
    },
  },
  ...(["insert", "update", "delete"] as const).map((op): Cell => ({
    target: "search_place_names", op, scenario: `${op} of a city name`, policies: [], expect: only(),
    run: async (w, a) => {
      const name = `mx-city-${a}-${Date.now()}`;
      const table = w.client[a].from("search_place_names");
      if (op === "insert") await table.insert({ name });
      if (op === "update") await table.update({ name }).eq("name", "toronto");
      if (op === "delete") await table.delete().eq("name", "toronto");
      const [row] = await w.sql<{ added: boolean; kept: boolean }>(
        `select exists (select 1 from public.search_place_names where name = $1) as added,
                exists (select 1 from public.search_place_names where name = 'toronto') as kept`, [name]);
      await w.sql("insert into public.search_place_names (name) values ('toronto') on conflict do nothing");
      return { allowed: op === "insert" ? row?.added === true : row?.kept === false };
    },
  })),
];
