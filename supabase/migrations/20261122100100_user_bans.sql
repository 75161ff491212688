-- Bans. The table is the database's source of truth (a banned user cannot post, save, offer or report,
-- whatever token they still hold); the ban functions also set auth.users.banned_until so sign-in and
-- token refresh are refused by Auth.
create table public.user_bans (
  user_id uuid primary key references auth.users (id) on delete cascade,
  banned_at timestamptz not null default now(),
  banned_by uuid references auth.users (id) on delete set null,
  reason text check (reason is null or char_length(reason) <= 500)
);

alter table public.user_bans enable row level security;

revoke all on public.user_bans from anon, authenticated;
grant select on public.user_bans to authenticated;

create policy "admins can read bans"
  on public.user_bans for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

-- Whether a user is banned. SECURITY DEFINER so policies can call it without granting reads on user_bans.
create function public.is_banned(_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.user_bans b where b.user_id = _user_id);
$$;

revoke execute on function public.is_banned(uuid) from public, anon;
grant execute on function public.is_banned(uuid) to authenticated, service_role;
