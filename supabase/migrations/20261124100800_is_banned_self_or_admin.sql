-- is_banned(_user_id) answers a member only about themself; admins (and trusted server code: service_role, or no
-- API role at all) may ask about anyone. Any member could ask about any other user before. The restrictive
-- "cannot post/save/offer/report" policies ask about the caller, and the admin functions are called by admins.
create or replace function public.is_banned(_user_id uuid)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if coalesce((select auth.role()), '') in ('anon', 'authenticated')
     and _user_id is distinct from (select auth.uid())
     and not public.has_role((select auth.uid()), 'admin') then
    raise exception 'Only admins can ask whether another user is banned.' using errcode = '42501';
  end if;
  return exists (select 1 from public.user_bans b where b.user_id = _user_id);
end;
$$;

revoke execute on function public.is_banned(uuid) from public, anon;
grant execute on function public.is_banned(uuid) to authenticated, service_role;
