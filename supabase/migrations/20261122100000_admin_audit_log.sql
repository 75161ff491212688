-- Audit log of admin actions (grant/revoke admin, ban/unban). Written only by the SECURITY DEFINER admin
-- functions; admins read it. Nobody can insert, update or delete rows through the API.
create table public.admin_audit_log (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  actor_id uuid references auth.users (id) on delete set null,
  action text not null check (action in ('grant_admin', 'revoke_admin', 'ban_user', 'unban_user')),
  target_user_id uuid references auth.users (id) on delete set null,
  details jsonb not null default '{}'::jsonb
);

create index admin_audit_log_created_at_idx on public.admin_audit_log (created_at desc);
create index admin_audit_log_actor_idx on public.admin_audit_log (actor_id);
create index admin_audit_log_target_idx on public.admin_audit_log (target_user_id);

alter table public.admin_audit_log enable row level security;

revoke all on public.admin_audit_log from anon, authenticated;
grant select on public.admin_audit_log to authenticated;

create policy "admins can read the audit log"
  on public.admin_audit_log for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
