-- has_role(_user_id, _role): the server check behind every admin permission (spec §6, §7).
-- SECURITY DEFINER so policies on user_roles itself can call it without recursion.
-- It answers only about the caller; asking about someone else answers false unless the caller is an admin.
create or replace function public.has_role(_user_id uuid, _role public.app_role default 'admin')
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.user_roles ur
    where ur.user_id = _user_id
      and ur.role = _role
      and (
        _user_id = (select auth.uid())
        or (select auth.role()) = 'service_role'
        or exists (
          select 1 from public.user_roles me
          where me.user_id = (select auth.uid()) and me.role = 'admin'
        )
      )
  );
$$;

revoke execute on function public.has_role(uuid, public.app_role) from public;
grant execute on function public.has_role(uuid, public.app_role) to anon, authenticated, service_role;
