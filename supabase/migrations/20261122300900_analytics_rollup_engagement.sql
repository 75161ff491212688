-- analytics_user_engagement from the member activity rollup (same signature and answers as
-- admin_private.analytics_user_engagement_scan). Active members per period: those active on the period's whole
-- days (activity_spans), plus those active only in a partial day at either end of the range.

create function public.analytics_user_engagement(p_from timestamptz, p_to timestamptz)
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
    return admin_private.analytics_user_engagement_scan(p_from, p_to);
  end if;
  select w.lo, w.hi into v_lo, v_hi from admin_private.whole_days(p_from, p_to) w;
  with periods as materialized (
    -- Each period's whole days: [w_lo, w_hi) (empty when w_lo >= w_hi).
    select g as period,
           admin_private.utc_day(greatest(g, v_lo)) as w_lo,
           admin_private.utc_day(least(g + v_step, v_hi)) as w_hi
    from generate_series(date_trunc(v_bucket, p_from), p_to - interval '1 microsecond', v_step) g
  ),
  whole as (
    select pe.period, sum(s.entities) as n
    from periods pe
    join admin_private.activity_spans s on s.kind = 'member' and s.day >= pe.w_lo and s.day < pe.w_hi and s.next_day >= pe.w_hi
    group by pe.period
  ),
  edge as materialized (
    select distinct date_trunc(v_bucket, x.at) as period, x.user_id
    from (
      select p.user_id, p.created_at as at from public.posts p
      where (p.created_at >= p_from and p.created_at < v_lo) or (p.created_at >= v_hi and p.created_at < p_to)
      union all
      select s.user_id, s.created_at from public.saved_listings s
      where (s.created_at >= p_from and s.created_at < v_lo) or (s.created_at >= v_hi and s.created_at < p_to)
      union all
      select o.user_id, o.created_at from public.offers o
      where (o.created_at >= p_from and o.created_at < v_lo) or (o.created_at >= v_hi and o.created_at < p_to)
      union all
      select r.reporter_id, r.created_at from public.reports r
      where (r.created_at >= p_from and r.created_at < v_lo) or (r.created_at >= v_hi and r.created_at < p_to)
    ) x
  ),
  edge_only as (
    select e.period, count(*) as n
    from edge e join periods pe on pe.period = e.period
    -- A period without whole days of its own (a partial day in day buckets) needs no lookup; otherwise a scalar
    -- subquery, not NOT EXISTS: one index probe per edge member whatever the planner thinks of the table.
    where pe.w_lo >= pe.w_hi
       or (select 1 from admin_private.activity_days a
           where a.kind = 'member' and a.entity = e.user_id and a.day >= pe.w_lo and a.day < pe.w_hi limit 1) is null
    group by e.period
  ),
  active as (
    select x.period, sum(x.n) as n from (select period, n from whole union all select period, n from edge_only) x group by x.period
  ),
  -- auth.users read once, for the member count and the sign-ups.
  members as materialized (select u.created_at from auth.users u),
  signups as (
    select date_trunc(v_bucket, m.created_at) as period, count(*) as n
    from members m where m.created_at >= p_from and m.created_at < p_to group by 1
  )
  select jsonb_build_object(
    'bucket', v_bucket,
    'totals', jsonb_build_object(
      'members', (select count(*) from members),
      'new_members', (select coalesce(sum(n), 0) from signups),
      'active_members',
        admin_private.active_entities('member', admin_private.utc_day(v_lo), admin_private.utc_day(v_hi))
        + (select count(*) from (select distinct e.user_id from edge e) u
           where (select 1 from admin_private.activity_days a
                  where a.kind = 'member' and a.entity = u.user_id
                    and a.day >= admin_private.utc_day(v_lo) and a.day < admin_private.utc_day(v_hi) limit 1) is null),
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

revoke execute on function public.analytics_user_engagement(timestamptz, timestamptz) from public, anon;
grant execute on function public.analytics_user_engagement(timestamptz, timestamptz) to authenticated;
