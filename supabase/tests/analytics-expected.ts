import type { TestStack } from "@test-support/stack/stack.ts";
import type { AnalyticsRpc } from "./analytics-rollup-fixtures.ts";

// What each admin analytics RPC must answer, recomputed here from the base tables with plain aggregates (no rollup,
// no helper of the schema), so the rollup readers are checked against an independent count. $1 and $2 are the range
// [from, to), $3 the bucket: by day up to 92 days, by week up to 731, else by month (weeks start on Monday, UTC).
const PERIODS = `periods as (
    select generate_series(date_trunc($3, $1::timestamptz), $2::timestamptz - interval '1 microsecond', ('1 ' || $3)::interval) as period
  )`;

const EXPECTED_SQL: Record<AnalyticsRpc, string> = {
  analytics_user_engagement: `
  with activity as (
    select user_id, created_at from public.posts where created_at >= $1 and created_at < $2
    union all select user_id, created_at from public.saved_listings where created_at >= $1 and created_at < $2
    union all select user_id, created_at from public.offers where created_at >= $1 and created_at < $2
    union all select reporter_id, created_at from public.reports where created_at >= $1 and created_at < $2
  ),
  signups as (select created_at from auth.users where created_at >= $1 and created_at < $2),
  ${PERIODS}
  select jsonb_build_object(
    'bucket', $3::text,
    'totals', jsonb_build_object(
      'members', (select count(*) from auth.users),
      'new_members', (select count(*) from signups),
      'active_members', (select count(distinct user_id) from activity),
      'admins', (select count(distinct user_id) from public.user_roles where role = 'admin'),
      'banned', (select count(*) from public.user_bans)
    ),
    'series', coalesce((
      select jsonb_agg(jsonb_build_object(
        'period', pe.period,
        'signups', (select count(*) from signups s where date_trunc($3, s.created_at) = pe.period),
        'active', (select count(distinct a.user_id) from activity a where date_trunc($3, a.created_at) = pe.period)
      ) order by pe.period)
      from periods pe
    ), '[]'::jsonb)
  ) as answer`,

  analytics_listings: `
  with p as (
    select category::text as category, status::text as status, coalesce(province_code, 'Unknown') as province, is_featured, created_at,
           case
             when price_value is null or price_value <= 0 then 'Unknown'
             when price_value < 250000 then 'Under ' || chr(36) || '250K'
             when price_value < 500000 then chr(36) || '250K–' || chr(36) || '500K'
             when price_value < 1000000 then chr(36) || '500K–' || chr(36) || '1M'
             when price_value < 2000000 then chr(36) || '1M–' || chr(36) || '2M'
             else chr(36) || '2M+'
           end as band
    from public.posts where created_at >= $1 and created_at < $2
  ),
  ${PERIODS}
  select jsonb_build_object(
    'bucket', $3::text,
    'totals', jsonb_build_object('posts', (select count(*) from p), 'featured', (select count(*) from p where is_featured)),
    'by_category', coalesce((select jsonb_agg(jsonb_build_object('key', k, 'count', n) order by n desc, k) from (select category as k, count(*) as n from p group by 1) x), '[]'::jsonb),
    'by_status', coalesce((select jsonb_agg(jsonb_build_object('key', k, 'count', n) order by n desc, k) from (select status as k, count(*) as n from p group by 1) x), '[]'::jsonb),
    'by_province', coalesce((select jsonb_agg(jsonb_build_object('key', k, 'count', n) order by n desc, k) from (select province as k, count(*) as n from p group by 1) x), '[]'::jsonb),
    'by_price_band', coalesce((select jsonb_agg(jsonb_build_object('key', k, 'count', n) order by n desc, k) from (select band as k, count(*) as n from p group by 1) x), '[]'::jsonb),
    'series', coalesce((
      select jsonb_agg(jsonb_build_object('period', pe.period, 'posts', (select count(*) from p where date_trunc($3, p.created_at) = pe.period)) order by pe.period)
      from periods pe
    ), '[]'::jsonb)
  ) as answer`,

  analytics_conversion: `
  with views as (select post_id, viewed_at as at from public.post_views where viewed_at >= $1 and viewed_at < $2),
  saves as (select post_id, created_at as at from public.saved_listings where created_at >= $1 and created_at < $2),
  offers as (select post_id, created_at as at from public.offers where created_at >= $1 and created_at < $2),
  engagement as (
    select p.id, p.title,
           (select count(*) from offers o where o.post_id = p.id) as offers,
           (select count(*) from saves s where s.post_id = p.id) as saves,
           (select count(*) from views v where v.post_id = p.id) as views
    from public.posts p
  ),
  top as (select * from engagement where offers + saves > 0 order by offers desc, saves desc, id limit 10),
  ${PERIODS}
  select jsonb_build_object(
    'bucket', $3::text,
    'funnel', jsonb_build_object('views', (select count(*) from views), 'saves', (select count(*) from saves), 'offers', (select count(*) from offers)),
    'posts', jsonb_build_object(
      'created', (select count(*) from public.posts where created_at >= $1 and created_at < $2),
      'with_views', (select count(distinct post_id) from views),
      'with_saves', (select count(distinct post_id) from saves),
      'with_offers', (select count(distinct post_id) from offers)
    ),
    'top_posts', coalesce((
      select jsonb_agg(jsonb_build_object('id', id, 'title', title, 'offers', offers, 'saves', saves, 'views', views) order by offers desc, saves desc, id)
      from top
    ), '[]'::jsonb),
    'series', coalesce((
      select jsonb_agg(jsonb_build_object(
        'period', pe.period,
        'views', (select count(*) from views e where date_trunc($3, e.at) = pe.period),
        'saves', (select count(*) from saves e where date_trunc($3, e.at) = pe.period),
        'offers', (select count(*) from offers e where date_trunc($3, e.at) = pe.period)
      ) order by pe.period)
      from periods pe
    ), '[]'::jsonb)
  ) as answer`,

  analytics_featured: `
  with f as (select id, category::text as category from public.posts where is_featured),
  events as (
    select 'view' as kind, post_id from public.post_views where viewed_at >= $1 and viewed_at < $2
    union all select 'save', post_id from public.saved_listings where created_at >= $1 and created_at < $2
    union all select 'offer', post_id from public.offers where created_at >= $1 and created_at < $2
  ),
  groups as (
    select g.grp,
           case when g.grp = 'featured' then (select count(*) from f)
                else (select count(*) from public.posts where status = 'approved' and not is_featured) end as posts,
           count(e.kind) filter (where e.kind = 'view') as views,
           count(e.kind) filter (where e.kind = 'save') as saves,
           count(e.kind) filter (where e.kind = 'offer') as offers
    from (values ('featured'), ('standard')) g (grp)
    left join events e on (e.post_id in (select id from f)) = (g.grp = 'featured')
    group by g.grp
  )
  select jsonb_build_object(
    'payments', false,
    'featured_now', (select count(*) from f),
    'featured_by_category', coalesce((
      select jsonb_agg(jsonb_build_object('key', category, 'count', n) order by n desc, category) from (select category, count(*) as n from f group by 1) x
    ), '[]'::jsonb),
    'exposure', (
      select jsonb_agg(jsonb_build_object(
        'group', grp, 'posts', posts, 'views', views, 'saves', saves, 'offers', offers,
        'views_per_post', round(views::numeric / nullif(posts, 0), 2),
        'saves_per_post', round(saves::numeric / nullif(posts, 0), 2),
        'offers_per_post', round(offers::numeric / nullif(posts, 0), 2)
      ) order by grp)
      from groups
    )
  ) as answer`,

  analytics_geography: `
  with p as (
    select coalesce(province_code, 'Unknown') as province, initcap(nullif(btrim(city), '')) as city
    from public.posts where created_at >= $1 and created_at < $2
  ),
  cities as (select city, province, count(*) as n from p where city is not null group by 1, 2 order by n desc, city, province limit 25)
  select jsonb_build_object(
    'total', (select count(*) from p),
    'by_province', coalesce((
      select jsonb_agg(jsonb_build_object('key', province, 'count', n) order by n desc, province) from (select province, count(*) as n from p group by 1) x
    ), '[]'::jsonb),
    'top_cities', coalesce((
      select jsonb_agg(jsonb_build_object('city', city, 'province', province, 'count', n) order by n desc, city, province) from cities
    ), '[]'::jsonb)
  ) as answer`,

  analytics_reports: `
  with r as (
    select case when reason ilike 'other%' then 'Other' else coalesce(nullif(btrim(reason), ''), 'Unspecified') end as reason,
           status::text as status, target_type::text as target_type, created_at, resolved_at
    from public.reports where created_at >= $1 and created_at < $2
  ),
  durations as (
    select extract(epoch from (resolved_at - created_at)) / 3600.0 as hours from r where status = 'resolved' and resolved_at is not null
  ),
  ${PERIODS}
  select jsonb_build_object(
    'bucket', $3::text,
    'totals', jsonb_build_object(
      'reports', (select count(*) from r),
      'open', (select count(*) from r where status = 'open'),
      'resolved', (select count(*) from r where status = 'resolved')
    ),
    'by_reason', coalesce((select jsonb_agg(jsonb_build_object('key', k, 'count', n) order by n desc, k) from (select reason as k, count(*) as n from r group by 1) x), '[]'::jsonb),
    'by_status', coalesce((select jsonb_agg(jsonb_build_object('key', k, 'count', n) order by n desc, k) from (select status as k, count(*) as n from r group by 1) x), '[]'::jsonb),
    'by_target', coalesce((select jsonb_agg(jsonb_build_object('key', k, 'count', n) order by n desc, k) from (select target_type as k, count(*) as n from r group by 1) x), '[]'::jsonb),
    'resolution', jsonb_build_object(
      'resolved_with_time', (select count(*) from durations),
      'avg_hours', (select round(avg(hours)::numeric, 2) from durations),
      'median_hours', (select round((percentile_cont(0.5) within group (order by hours))::numeric, 2) from durations)
    ),
    'series', coalesce((
      select jsonb_agg(jsonb_build_object(
        'period', pe.period,
        'opened', (select count(*) from r where date_trunc($3, r.created_at) = pe.period),
        'resolved', (select count(*) from r where date_trunc($3, r.resolved_at) = pe.period)
      ) order by pe.period)
      from periods pe
    ), '[]'::jsonb)
  ) as answer`,
};

const DAY = 86_400_000;

/** The bucket the RPCs group a range by: days up to 92 days, weeks up to 731, months beyond. */
export function bucketFor(range: { p_from: string; p_to: string }): "day" | "week" | "month" {
  const span = Date.parse(range.p_to) - Date.parse(range.p_from);
  return span <= 92 * DAY ? "day" : span <= 731 * DAY ? "week" : "month";
}

/** What `fn` must answer for `range`, counted from the base tables as the superuser in a UTC session. */
export function expectedAnswer(stack: TestStack, fn: AnalyticsRpc, range: { p_from: string; p_to: string }): Promise<unknown> {
  return stack.running.stack.sql.transaction(async (tx) => {
    await tx.query("select set_config('TimeZone', 'UTC', true)");
    const sql = EXPECTED_SQL[fn];
    const params = sql.includes("$3") ? [range.p_from, range.p_to, bucketFor(range)] : [range.p_from, range.p_to];
    const [row] = await tx.query<{ answer: unknown }>(sql, params);
    return row?.answer;
  });
}
