-- analytics_reports from the report rollups (same signature and answers as admin_private.analytics_reports_scan).
-- Counts and series from reports_by_day / report_resolutions_by_day; time to resolve (avg, median) from each
-- resolved report of the range (reports_resolved_created_at_idx).

create function public.analytics_reports(p_from timestamptz, p_to timestamptz)
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
    return admin_private.analytics_reports_scan(p_from, p_to);
  end if;
  select w.lo, w.hi into v_lo, v_hi from admin_private.whole_days(p_from, p_to) w;
  with edge as materialized (
    select r.created_at, r.reason, r.status::text as status, r.target_type::text as target_type, r.resolved_at
    from public.reports r
    where (r.created_at >= p_from and r.created_at < v_lo) or (r.created_at >= v_hi and r.created_at < p_to)
  ),
  facts as materialized (
    select date_trunc(v_bucket, r.day::timestamp at time zone 'UTC') as period, r.dim, r.key, r.reports::bigint as n
    from admin_private.reports_by_day r
    where r.day >= admin_private.utc_day(v_lo) and r.day < admin_private.utc_day(v_hi)
    union all
    select date_trunc(v_bucket, e.created_at), x.dim, x.key, 1
    from edge e
    cross join lateral (values ('reason', admin_private.report_reason(e.reason)), ('status', e.status), ('target', coalesce(e.target_type, 'post'))) as x (dim, key)
  ),
  grouped as (select f.dim, f.key, sum(f.n) as n from facts f group by f.dim, f.key),
  opened as (select f.period, sum(f.n) as n from facts f where f.dim = 'status' group by f.period),
  closed as (
    select x.period, sum(x.n) as n
    from (
      select date_trunc(v_bucket, r.resolved_day::timestamp at time zone 'UTC') as period, r.reports::bigint as n
      from admin_private.report_resolutions_by_day r
      where r.day >= admin_private.utc_day(v_lo) and r.day < admin_private.utc_day(v_hi)
      union all
      select date_trunc(v_bucket, e.resolved_at), 1 from edge e where e.resolved_at is not null
    ) x
    group by x.period
  ),
  durations as (
    select extract(epoch from (r.resolved_at - r.created_at)) / 3600.0 as hours
    from public.reports r
    where r.created_at >= p_from and r.created_at < p_to and r.status = 'resolved' and r.resolved_at is not null
  ),
  periods as (
    select g as period from generate_series(date_trunc(v_bucket, p_from), p_to - interval '1 microsecond', v_step) g
  )
  select jsonb_build_object(
    'bucket', v_bucket,
    'totals', jsonb_build_object(
      'reports', (select coalesce(sum(g.n), 0) from grouped g where g.dim = 'status'),
      'open', (select coalesce(sum(g.n), 0) from grouped g where g.dim = 'status' and g.key = 'open'),
      'resolved', (select coalesce(sum(g.n), 0) from grouped g where g.dim = 'status' and g.key = 'resolved')
    ),
    'by_reason', coalesce((select jsonb_agg(jsonb_build_object('key', g.key, 'count', g.n) order by g.n desc, g.key) from grouped g where g.dim = 'reason'), '[]'::jsonb),
    'by_status', coalesce((select jsonb_agg(jsonb_build_object('key', g.key, 'count', g.n) order by g.n desc, g.key) from grouped g where g.dim = 'status'), '[]'::jsonb),
    'by_target', coalesce((select jsonb_agg(jsonb_build_object('key', g.key, 'count', g.n) order by g.n desc, g.key) from grouped g where g.dim = 'target'), '[]'::jsonb),
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

revoke execute on function public.analytics_reports(timestamptz, timestamptz) from public, anon;
grant execute on function public.analytics_reports(timestamptz, timestamptz) to authenticated;
