-- get_public_users(p_limit = 12): community members for the landing page (spec §3 "Public user", §9).
-- Fallbacks: full_name 'Anonymous User'; location 'Unknown Location'; title is the business category
-- ('community_member' when none; the UI shows underscores as spaces). is_pro: has a business category and a licence number.
-- Members with a business category come first, then the newest.
create or replace function public.get_public_users(p_limit integer default 12)
returns table (id uuid, full_name text, avatar_url text, title text, is_pro boolean, location text)
language sql
stable
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
  order by (pp.business_category is not null) desc, pp.created_at desc, pp.id
  limit least(greatest(coalesce(p_limit, 12), 0), 100);
$$;
