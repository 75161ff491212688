// Schema lint in the spirit of Supabase's security and performance advisors. Each check is a query that returns
// the offending objects; a clean schema returns no rows.
export interface LintCheck {
  name: string;
  sql: string;
}

/** SECURITY DEFINER functions the API roles may call on purpose, and who may call them. Anything else must be revoked. */
export const DEFINER_ALLOW_LIST: Record<string, readonly ("anon" | "authenticated")[]> = {
  has_role: ["anon", "authenticated"],
  search_posts: ["anon", "authenticated"],
  get_public_users: ["anon", "authenticated"],
  get_all_users: ["authenticated"],
  is_banned: ["authenticated"],
  record_post_view: ["anon", "authenticated"],
  list_my_offers: ["authenticated"],
  list_offers_received: ["authenticated"],
  withdraw_offer: ["authenticated"],
  admin_grant_admin: ["authenticated"],
  admin_revoke_admin: ["authenticated"],
  admin_ban_user: ["authenticated"],
  admin_unban_user: ["authenticated"],
  admin_list_users: ["authenticated"],
  admin_list_audit_log: ["authenticated"],
  analytics_user_engagement: ["authenticated"],
  analytics_listings: ["authenticated"],
  analytics_conversion: ["authenticated"],
  analytics_featured: ["authenticated"],
  analytics_geography: ["authenticated"],
  analytics_reports: ["authenticated"],
};

const allowList = () =>
  Object.entries(DEFINER_ALLOW_LIST)
    .flatMap(([fn, roles]) => roles.map((role) => `('${fn}', '${role}')`))
    .join(", ");

/** Schemas PostgREST exposes, plus storage (policies there guard uploads). */
const EXPOSED = "('public', 'graphql_public')";
const POLICY_SCHEMAS = "('public', 'storage')";

export const LINT_CHECKS: readonly LintCheck[] = [
  {
    name: "table in an exposed schema without row-level security",
    sql: `select n.nspname || '.' || c.relname as object from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname in ${EXPOSED} and c.relkind in ('r', 'p') and not c.relrowsecurity`,
  },
  {
    name: "policies on a table with row-level security off",
    sql: `select distinct p.schemaname || '.' || p.tablename as object from pg_policies p
          join pg_class c on c.relname = p.tablename join pg_namespace n on n.oid = c.relnamespace and n.nspname = p.schemaname
          where not c.relrowsecurity`,
  },
  {
    name: "view readable by anon/authenticated that exposes auth.users",
    sql: `select distinct n.nspname || '.' || v.relname as object from pg_class v join pg_namespace n on n.oid = v.relnamespace
          join pg_rewrite r on r.ev_class = v.oid join pg_depend d on d.objid = r.oid
          where v.relkind in ('v', 'm') and n.nspname in ${EXPOSED} and d.refobjid = 'auth.users'::regclass
            and (has_table_privilege('anon', v.oid, 'select') or has_table_privilege('authenticated', v.oid, 'select'))`,
  },
  {
    name: "view readable by anon/authenticated running as its owner (no security_invoker)",
    sql: `select n.nspname || '.' || v.relname as object from pg_class v join pg_namespace n on n.oid = v.relnamespace
          where v.relkind in ('v', 'm') and n.nspname in ${EXPOSED}
            and (v.relkind = 'm' or not coalesce(v.reloptions @> array['security_invoker=true'] or v.reloptions @> array['security_invoker=on'], false))
            and (has_table_privilege('anon', v.oid, 'select') or has_table_privilege('authenticated', v.oid, 'select'))`,
  },
  {
    name: "SECURITY DEFINER function without search_path = ''",
    sql: `select n.nspname || '.' || p.proname as object from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where p.prosecdef and n.nspname not in ('pg_catalog', 'information_schema', 'auth', 'storage', 'extensions')
            and not coalesce(p.proconfig @> array['search_path=""'], false)`,
  },
  {
    name: "SECURITY DEFINER function executable by an API role or PUBLIC without being on the allow-list",
    sql: `select n.nspname || '.' || p.proname || ' by ' || r.role as object
          from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          cross join (values ('anon'), ('authenticated')) as r(role)
          where p.prosecdef and n.nspname in ${EXPOSED}
            and has_function_privilege(r.role, p.oid, 'execute')
            and (p.proname, r.role) not in (values ${allowList()})
          union all
          select n.nspname || '.' || p.proname || ' by PUBLIC' from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where p.prosecdef and n.nspname in ${EXPOSED}
            and exists (select 1 from aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a where a.grantee = 0 and a.privilege_type = 'EXECUTE')`,
  },
  {
    name: "INSERT/UPDATE/DELETE policy that is always true",
    sql: `select schemaname || '.' || tablename || ': ' || policyname as object from pg_policies
          where schemaname in ${POLICY_SCHEMAS} and permissive = 'PERMISSIVE' and cmd in ('INSERT', 'UPDATE', 'DELETE', 'ALL')
            and (btrim(coalesce(qual, ''), '() ') = 'true' or btrim(coalesce(with_check, ''), '() ') = 'true')`,
  },
  {
    name: "policy trusting user-editable metadata (user_metadata)",
    sql: `select schemaname || '.' || tablename || ': ' || policyname as object from pg_policies
          where schemaname in ${POLICY_SCHEMAS}
            and (coalesce(qual, '') || coalesce(with_check, '')) ~* '(user_metadata|raw_user_meta_data)'`,
  },
  {
    name: "policy calling auth.uid()/auth.role()/auth.jwt() per row instead of (select auth.uid())",
    sql: `select schemaname || '.' || tablename || ': ' || policyname as object from pg_policies
          where schemaname in ${POLICY_SCHEMAS}
            and regexp_replace(coalesce(qual, '') || ' ' || coalesce(with_check, ''),
                  '\\( SELECT auth\\.(uid|role|jwt)\\(\\) AS (uid|role|jwt)\\)', '', 'g') ~ 'auth\\.(uid|role|jwt)\\(\\)'`,
  },
  {
    name: "foreign key without a covering index",
    sql: `select c.conrelid::regclass::text || ' (' || c.conname || ')' as object from pg_constraint c
          join pg_class t on t.oid = c.conrelid join pg_namespace n on n.oid = t.relnamespace
          where c.contype = 'f' and n.nspname in ${EXPOSED}
            and not exists (select 1 from pg_index i where i.indrelid = c.conrelid
              and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] @> c.conkey
              and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] <@ c.conkey)`,
  },
  {
    name: "TRUNCATE, REFERENCES or TRIGGER on a table held by anon/authenticated",
    sql: `select n.nspname || '.' || c.relname || ': ' || p.privilege || ' to ' || r.role as object
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          cross join (values ('anon'), ('authenticated')) as r(role)
          cross join (values ('TRUNCATE'), ('REFERENCES'), ('TRIGGER')) as p(privilege)
          where n.nspname in ${EXPOSED} and c.relkind in ('r', 'p', 'v', 'm', 'f')
            and has_table_privilege(r.role, c.oid, p.privilege)`,
  },
  {
    name: "table without a primary key",
    sql: `select n.nspname || '.' || c.relname as object from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname in ${EXPOSED} and c.relkind in ('r', 'p')
            and not exists (select 1 from pg_constraint k where k.conrelid = c.oid and k.contype = 'p')`,
  },
];
