-- Top cities with equal counts came back in no fixed order (Halifax NS and Halifax Unknown swapped between the
-- rollup and scan paths, so CI's 'RPCs equal scans' failed by chance). Every ranked list now has a total order:
-- count, then name, then key (the province). Both bodies of analytics_geography are restated with that order.

create or replace function admin_private.analytics_geography_scan(p_from timestamptz, p_to timestamptz)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
set work_mem = '64MB'
as $$
declare
  v_result jsonb;
begin
  perform admin_private.assert_admin();
  with c as materialized (
    select coalesce(p.province_code, 'Unknown') as province, p.city, count(*) as n
    from public.posts p
    where p.created_at >= p_from and p.created_at < p_to
    group by 1, 2
  ),
  cities as (
    select initcap(btrim(city)) as city, province, sum(n) as n from c where nullif(btrim(city), '') is not null group by 1, 2
  )
  select jsonb_build_object(
    'total', (select coalesce(sum(n), 0) from c),
    'by_province', coalesce((
      select jsonb_agg(jsonb_build_object('key', x.province, 'count', x.n) order by x.n desc, x.province)
      from (select province, sum(n) as n from c group by province) x
    ), '[]'::jsonb),
    'top_cities', coalesce((
      select jsonb_agg(jsonb_build_object('city', x.city, 'province', x.province, 'count', x.n) order by x.n desc, x.city, x.province)
      from (select city, province, n from cities order by n desc, city, province limit 25) x
    ), '[]'::jsonb)
  ) into v_result;
  return v_result;
end;
$$;

create or replace function public.analytics_geography(p_from timestamptz, p_to timestamptz)
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
      select jsonb_agg(jsonb_build_object('city', x.city, 'province', x.province, 'count', x.n) order by x.n desc, x.city, x.province)
      from (select ci.city, ci.province, ci.n from cities ci order by ci.n desc, ci.city, ci.province limit 25) x
    ), '[]'::jsonb)
  ) into v_result;
  return v_result;
end;
$$;
