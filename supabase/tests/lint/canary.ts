// Deliberately bad objects, one per lint check, to prove each check can fail. Created and dropped by the test.
export const CANARY_SETUP = [
  "create table public.lint_canary (post_id uuid references public.posts (id), note text)",
  "create table public.lint_canary_open (id uuid primary key)",
  "alter table public.lint_canary_open enable row level security",
  `create policy "lint canary always true" on public.lint_canary_open for insert to authenticated with check (true)`,
  `create policy "lint canary per row" on public.lint_canary_open for update to authenticated using (id = auth.uid())`,
  `create policy "lint canary metadata" on public.lint_canary_open for select to authenticated
     using ((auth.jwt() -> 'user_metadata' ->> 'role') = 'admin')`,
  `create policy "lint canary rls off" on public.lint_canary for select to authenticated using (true)`,
  "create view public.lint_canary_users as select id, email from auth.users",
  "grant select on public.lint_canary_users to anon",
  `create function public.lint_canary_definer() returns int language sql security definer as $$ select 1 $$`,
  "grant execute on function public.lint_canary_definer() to anon",
  "grant truncate on public.lint_canary_open to authenticated",
];

export const CANARY_TEARDOWN = [
  "drop view if exists public.lint_canary_users",
  "drop function if exists public.lint_canary_definer()",
  "drop table if exists public.lint_canary",
  "drop table if exists public.lint_canary_open",
];

/** What each check must report once the canary exists (a substring of one offending object). */
export const CANARY_EXPECTED: Record<string, string> = {
  "table in an exposed schema without row-level security": "public.lint_canary",
  "policies on a table with row-level security off": "public.lint_canary",
  "view readable by anon/authenticated that exposes auth.users": "public.lint_canary_users",
  "view readable by anon/authenticated running as its owner (no security_invoker)": "public.lint_canary_users",
  "SECURITY DEFINER function without search_path = ''": "public.lint_canary_definer",
  "SECURITY DEFINER function executable by an API role or PUBLIC without being on the allow-list": "public.lint_canary_definer",
  "INSERT/UPDATE/DELETE policy that is always true": "lint canary always true",
  "policy trusting user-editable metadata (user_metadata)": "lint canary metadata",
  "policy calling auth.uid()/auth.role()/auth.jwt() per row instead of (select auth.uid())": "lint canary per row",
  "foreign key without a covering index": "lint_canary",
  "TRUNCATE, REFERENCES or TRIGGER on a table held by anon/authenticated": "public.lint_canary_open: TRUNCATE to authenticated",
  "table without a primary key": "public.lint_canary",
};
