-- Admin analytics (1/3): user engagement and listing analytics. Aggregates computed here, charts in the browser.
-- Ranges are [p_from, p_to). Every function checks has_role(auth.uid(), 'admin').

create function public.analytics_user_engagement(p_from timestamptz, p_to timestamptz)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_bucket text := admin_private.bucket_for(p_from, p_to);
  v_step interval := ('1 ' || admin_private.bucket_for(p_from, p_to))::interval;
  v_result jsonb;
begin
  perform admin_private.assert_admin();
  with activity as materialized (
    select user_id, created_at from public.posts where created_at >= p_from and created_at < p_to
    union all select user_id, created_at from public.saved_listings where created_at >= p_from and created_at < p_to
    union all select user_id, created_at from public.offers where created_at >= p_from and created_at < p_to
    union all select reporter_id, created_at from public.reports where created_at >= p_from and created_at < p_to
  ),
  periods as (
    select g as period from generate_series(date_trunc(v_bucket, p_from), p_to - interval '1 microsecond', v_step) g
  ),
  signups as (
    select date_trunc(v_bucket, u.created_at) as period, count(*) as n
    from auth.users u where u.created_at >= p_from and u.created_at < p_to group by 1
  ),
  active as (
    select date_trunc(v_bucket, a.created_at) as period, count(distinct a.user_id) as n from activity a group by 1
  )
  select jsonb_build_object(
    'bucket', v_bucket,
    'totals', jsonb_build_object(
      'members', (select count(*) from auth.users),
      'new_members', (select coalesce(sum(n), 0) from signups),
      'active_members', (select count(distinct user_id) from activity),
      'admins', (select count(distinct r.user_id) from public.user_roles r where r.role = 'admin'),
      'banned', (select count(*) from public.user_bans)
    ),
    'series', coalesce((
      select jsonb_agg(jsonb_build_object('period', p.period, 'signups', coalesce(s.n, 0), 'active', coalesce(a.n, 0)) order by p.period)
      from periods p left join signups s on s.period = p.period left join active a on a.period = p.period
    ), '[]'::jsonb)
  ) into v_result;
  return v_result;
end;
$$;

create function public.analytics_listings(p_from timestamptz, p_to timestamptz)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_bucket text := admin_private.bucket_for(p_from, p_to);
  v_step interval := ('1 ' || admin_private.bucket_for(p_from, p_to))::interval;
  v_result jsonb;
begin
  perform admin_private.assert_admin();
  with p as materialized (
    select
      coalesce(nullif(p.category::text, ''), 'uncategorised') as category,
      coalesce(nullif(p.status::text, ''), 'unknown') as status,
      coalesce(admin_private.province_code(p.province), 'Unknown') as province,
      admin_private.price_band(coalesce(admin_private.price_value(p.manual_price::text), admin_private.price_value(p.listing_price::text))) as band,
      p.is_featured,
      p.created_at
    from public.posts p
    where p.created_at >= p_from and p.created_at < p_to
  ),
  grouped as (
    select category, status, province, band, count(*) as n,
           grouping(category) as gc, grouping(status) as gs, grouping(province) as gp, grouping(band) as gb
    from p
    group by grouping sets ((category), (status), (province), (band))
  ),
  periods as (
    select g as period from generate_series(date_trunc(v_bucket, p_from), p_to - interval '1 microsecond', v_step) g
  ),
  created as (
    select date_trunc(v_bucket, created_at) as period, count(*) as n from p group by 1
  )
  select jsonb_build_object(
    'bucket', v_bucket,
    'totals', jsonb_build_object('posts', (select count(*) from p), 'featured', (select count(*) from p where is_featured)),
    'by_category', coalesce((select jsonb_agg(jsonb_build_object('key', category, 'count', n) order by n desc, category) from grouped where gc = 0), '[]'::jsonb),
    'by_status', coalesce((select jsonb_agg(jsonb_build_object('key', status, 'count', n) order by n desc, status) from grouped where gs = 0), '[]'::jsonb),
    'by_province', coalesce((select jsonb_agg(jsonb_build_object('key', province, 'count', n) order by n desc, province) from grouped where gp = 0), '[]'::jsonb),
    'by_price_band', coalesce((select jsonb_agg(jsonb_build_object('key', band, 'count', n) order by n desc, band) from grouped where gb = 0), '[]'::jsonb),
    'series', coalesce((
      select jsonb_agg(jsonb_build_object('period', pe.period, 'posts', coalesce(c.n, 0)) order by pe.period)
      from periods pe left join created c on c.period = pe.period
    ), '[]'::jsonb)
  ) into v_result;
  return v_result;
end;
$$;

revoke execute on function public.analytics_user_engagement(timestamptz, timestamptz) from public, anon;
revoke execute on function public.analytics_listings(timestamptz, timestamptz) from public, anon;
grant execute on function public.analytics_user_engagement(timestamptz, timestamptz) to authenticated;
grant execute on function public.analytics_listings(timestamptz, timestamptz) to authenticated;
