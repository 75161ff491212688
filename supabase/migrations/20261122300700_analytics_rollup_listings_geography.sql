-- analytics_listings and analytics_geography from the daily post rollups (same signatures and answers as
-- admin_private.*_scan): whole days from posts_by_day / post_places_by_day, partial days from posts.

create function public.analytics_listings(p_from timestamptz, p_to timestamptz)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
set work_mem = '64MB'
set plan_cache_mode = 'force_custom_plan'
as $$
declare
  v_bucket text := admin_private.bucket_for(p_from, p_to);
  v_step interval := ('1 ' || admin_private.bucket_for(p_from, p_to))::interval;
  v_lo timestamptz;
  v_hi timestamptz;
  v_result jsonb;
begin
  perform admin_private.assert_admin();
  if not admin_private.rollups_usable(p_from, p_to) then
    return admin_private.analytics_listings_scan(p_from, p_to);
  end if;
  select w.lo, w.hi into v_lo, v_hi from admin_private.whole_days(p_from, p_to) w;
  with edge as materialized (
    select p.created_at, p.category::text as category, p.status::text as status, admin_private.price_band(p.price_value) as band,
           coalesce(p.province_code, 'Unknown') as province, p.is_featured
    from public.posts p
    where (p.created_at >= p_from and p.created_at < v_lo) or (p.created_at >= v_hi and p.created_at < p_to)
  ),
  facts as materialized (
    select date_trunc(v_bucket, r.day::timestamp at time zone 'UTC') as period, r.dim, r.key, r.posts::bigint as n, r.featured::bigint as featured
    from admin_private.posts_by_day r
    where r.day >= admin_private.utc_day(v_lo) and r.day < admin_private.utc_day(v_hi)
    union all
    select date_trunc(v_bucket, e.created_at), x.dim, x.key, 1, case when e.is_featured then 1 else 0 end
    from edge e cross join lateral (values ('category', e.category), ('status', e.status), ('band', e.band)) as x (dim, key)
  ),
  grouped as (select f.dim, f.key, sum(f.n) as n from facts f group by f.dim, f.key),
  provinces as (
    select x.province, sum(x.n) as n
    from (
      select r.province, r.posts::bigint as n from admin_private.post_places_by_day r
      where r.day >= admin_private.utc_day(v_lo) and r.day < admin_private.utc_day(v_hi)
      union all
      select e.province, 1 from edge e
    ) x
    group by x.province
  ),
  created as (select f.period, sum(f.n) as n from facts f where f.dim = 'category' group by f.period),
  periods as (
    select g as period from generate_series(date_trunc(v_bucket, p_from), p_to - interval '1 microsecond', v_step) g
  )
  select jsonb_build_object(
    'bucket', v_bucket,
    'totals', jsonb_build_object(
      'posts', (select coalesce(sum(f.n), 0) from facts f where f.dim = 'category'),
      'featured', (select coalesce(sum(f.featured), 0) from facts f where f.dim = 'category')
    ),
    'by_category', coalesce((select jsonb_agg(jsonb_build_object('key', g.key, 'count', g.n) order by g.n desc, g.key) from grouped g where g.dim = 'category'), '[]'::jsonb),
    'by_status', coalesce((select jsonb_agg(jsonb_build_object('key', g.key, 'count', g.n) order by g.n desc, g.key) from grouped g where g.dim = 'status'), '[]'::jsonb),
    'by_province', coalesce((select jsonb_agg(jsonb_build_object('key', x.province, 'count', x.n) order by x.n desc, x.province) from provinces x), '[]'::jsonb),
    'by_price_band', coalesce((select jsonb_agg(jsonb_build_object('key', g.key, 'count', g.n) order by g.n desc, g.key) from grouped g where g.dim = 'band'), '[]'::jsonb),
    'series', coalesce((
      select jsonb_agg(jsonb_build_object('period', pe.period, 'posts', coalesce(c.n, 0)) order by pe.period)
      from periods pe left join created c on c.period = pe.period
    ), '[]'::jsonb)
  ) into v_result;
  return v_result;
end;
$$;

create function public.analytics_geography(p_from timestamptz, p_to timestamptz)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
set work_mem = '64MB'
set plan_cache_mode = 'force_custom_plan'
as $$
declare
  v_lo timestamptz;
  v_hi timestamptz;
  v_result jsonb;
begin
  perform admin_private.assert_admin();
  if not admin_private.rollups_usable(p_from, p_to) then
    return admin_private.analytics_geography_scan(p_from, p_to);
  end if;
  select w.lo, w.hi into v_lo, v_hi from admin_private.whole_days(p_from, p_to) w;
  with c as materialized (
    select x.province, x.city, sum(x.n) as n
    from (
      select r.province, r.city, r.posts::bigint as n from admin_private.post_places_by_day r
      where r.day >= admin_private.utc_day(v_lo) and r.day < admin_private.utc_day(v_hi)
      union all
      select coalesce(p.province_code, 'Unknown'), coalesce(initcap(nullif(btrim(p.city), '')), ''), 1
      from public.posts p
      where (p.created_at >= p_from and p.created_at < v_lo) or (p.created_at >= v_hi and p.created_at < p_to)
    ) x
    group by x.province, x.city
  ),
  cities as (select c.city, c.province, c.n from c where c.city <> '')
  select jsonb_build_object(
    'total', (select coalesce(sum(c.n), 0) from c),
    'by_province', coalesce((
      select jsonb_agg(jsonb_build_object('key', x.province, 'count', x.n) order by x.n desc, x.province)
      from (select c.province, sum(c.n) as n from c group by c.province) x
    ), '[]'::jsonb),
    'top_cities', coalesce((
      select jsonb_agg(jsonb_build_object('city', x.city, 'province', x.province, 'count', x.n) order by x.n desc, x.city)
      from (select ci.city, ci.province, ci.n from cities ci order by ci.n desc, ci.city limit 25) x
    ), '[]'::jsonb)
  ) into v_result;
  return v_result;
end;
$$;

revoke execute on function public.analytics_listings(timestamptz, timestamptz) from public, anon;
revoke execute on function public.analytics_geography(timestamptz, timestamptz) from public, anon;
grant execute on function public.analytics_listings(timestamptz, timestamptz) to authenticated;
grant execute on function public.analytics_geography(timestamptz, timestamptz) to authenticated;
