-- get_public_users leaves out accounts whose e-mail was never confirmed (sign-up makes a profile at once, but the
-- account is inactive until confirmation, spec §4). SECURITY DEFINER to read auth.users; it returns only the
-- public fields it returned before, in the same order (20261122002700).
create or replace function public.get_public_users(p_limit integer default 12)
returns table (id uuid, full_name text, avatar_url text, title text, is_pro boolean, location text)
language sql
stable
security definer
set search_path = ''
as $$
  select
    pp.id,
    coalesce(nullif(btrim(pp.full_name), ''), 'Anonymous User'),
    pp.avatar_url,
    coalesce(pp.business_category::text, 'community_member'),
    (pp.business_category is not null and nullif(btrim(pp.license_number), '') is not null),
    coalesce(nullif(concat_ws(', ', nullif(btrim(pp.city), ''), nullif(btrim(pp.province), '')), ''), 'Unknown Location')
  from public.public_profiles pp
  join auth.users u on u.id = pp.id
  where u.email_confirmed_at is not null
  order by (pp.business_category is not null) desc, pp.created_at desc, pp.id
  limit least(greatest(coalesce(p_limit, 12), 0), 100);
$$;

revoke execute on function public.get_public_users(integer) from public;
grant execute on function public.get_public_users(integer) to anon, authenticated, service_role;
