-- A member's own profile insert (the dashboard's upsert when no profile row exists) is stamped now(): created_at
-- is copied to public_profiles, where get_public_users orders the community by it, so a member could send a
-- future date to stay first. Updates already keep the stored time. Otherwise as 20261122000900.
create or replace function public.touch_profile()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  if tg_op = 'UPDATE' then
    new.created_at := old.created_at;
    new.id := old.id;
  elsif current_user in ('anon', 'authenticated') then
    new.created_at := now();
  end if;
  return new;
end;
$$;

revoke execute on function public.touch_profile() from public, anon, authenticated;
