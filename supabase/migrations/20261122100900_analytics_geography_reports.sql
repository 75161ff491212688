-- Admin analytics (3/3): listings by province and city, and report volume with time to resolve.

create function public.analytics_geography(p_from timestamptz, p_to timestamptz)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_result jsonb;
begin
  perform admin_private.assert_admin();
  with p as materialized (
    select coalesce(admin_private.province_code(p.province), 'Unknown') as province, nullif(initcap(btrim(p.city)), '') as city
    from public.posts p
    where p.created_at >= p_from and p.created_at < p_to
  )
  select jsonb_build_object(
    'total', (select count(*) from p),
    'by_province', coalesce((
      select jsonb_agg(jsonb_build_object('key', x.province, 'count', x.n) order by x.n desc, x.province)
      from (select province, count(*) as n from p group by province) x
    ), '[]'::jsonb),
    'top_cities', coalesce((
      select jsonb_agg(jsonb_build_object('city', x.city, 'province', x.province, 'count', x.n) order by x.n desc, x.city)
      from (select city, province, count(*) as n from p where city is not null group by city, province order by n desc, city limit 25) x
    ), '[]'::jsonb)
  ) into v_result;
  return v_result;
end;
$$;

create function public.analytics_reports(p_from timestamptz, p_to timestamptz)
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
  with r as materialized (
    select admin_private.report_reason(r.reason) as reason, r.status::text as status, coalesce(r.target_type::text, 'post') as target_type,
           r.created_at, r.resolved_at
    from public.reports r
    where r.created_at >= p_from and r.created_at < p_to
  ),
  periods as (
    select g as period from generate_series(date_trunc(v_bucket, p_from), p_to - interval '1 microsecond', v_step) g
  ),
  opened as (select date_trunc(v_bucket, created_at) as period, count(*) as n from r group by 1),
  closed as (select date_trunc(v_bucket, resolved_at) as period, count(*) as n from r where resolved_at is not null group by 1),
  durations as (
    select extract(epoch from (resolved_at - created_at)) / 3600.0 as hours from r where status = 'resolved' and resolved_at is not null
  )
  select jsonb_build_object(
    'bucket', v_bucket,
    'totals', jsonb_build_object(
      'reports', (select count(*) from r),
      'open', (select count(*) from r where status = 'open'),
      'resolved', (select count(*) from r where status = 'resolved')
    ),
    'by_reason', coalesce((select jsonb_agg(jsonb_build_object('key', x.reason, 'count', x.n) order by x.n desc, x.reason) from (select reason, count(*) as n from r group by reason) x), '[]'::jsonb),
    'by_status', coalesce((select jsonb_agg(jsonb_build_object('key', x.status, 'count', x.n) order by x.n desc, x.status) from (select status, count(*) as n from r group by status) x), '[]'::jsonb),
    'by_target', coalesce((select jsonb_agg(jsonb_build_object('key', x.target_type, 'count', x.n) order by x.n desc, x.target_type) from (select target_type, count(*) as n from r group by target_type) x), '[]'::jsonb),
    'resolution', jsonb_build_object(
      'resolved_with_time', (select count(*) from durations),
      'avg_hours', (select round(avg(hours)::numeric, 2) from durations),
      'median_hours', (select round((percentile_cont(0.5) within group (order by hours))::numeric, 2) from durations)
    ),
    'series', coalesce((
      select jsonb_agg(jsonb_build_object('period', pe.period, 'opened', coalesce(op.n, 0), 'resolved', coalesce(cl.n, 0)) order by pe.period)
      from periods pe left join opened op on op.period = pe.period left join closed cl on cl.period = pe.period
    ), '[]'::jsonb)
  ) into v_result;
  return v_result;
end;
$$;

revoke execute on function public.analytics_geography(timestamptz, timestamptz) from public, anon;
revoke execute on function public.analytics_reports(timestamptz, timestamptz) from public, anon;
grant execute on function public.analytics_geography(timestamptz, timestamptz) to authenticated;
grant execute on function public.analytics_reports(timestamptz, timestamptz) to authenticated;
