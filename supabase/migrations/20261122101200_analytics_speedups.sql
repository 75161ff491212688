-- Analytics at scale, part 2: inlinable helpers (no SET clause; built-ins only, not SECURITY DEFINER), the
-- generated post columns, hash aggregation instead of sorts, and per-function work_mem so nothing spills.
create or replace function admin_private.bucket_for(p_from timestamptz, p_to timestamptz)
returns text
language sql
immutable
as $$
  select case
    when p_to - p_from <= interval '92 days' then 'day'
    when p_to - p_from <= interval '731 days' then 'week'
    else 'month'
  end;
$$;

create or replace function admin_private.price_band(p_value numeric)
returns text
language sql
immutable
as $$
  select case
    when p_value is null or p_value <= 0 then 'Unknown'
    when p_value < 250000 then 'Under $250K'
    when p_value < 500000 then '$250K–$500K'
    when p_value < 1000000 then '$500K–$1M'
    when p_value < 2000000 then '$1M–$2M'
    else '$2M+'
  end;
$$;

create or replace function admin_private.report_reason(p_reason text)
returns text
language sql
immutable
as $$
  select case when p_reason ilike 'other%' then 'Other' else coalesce(nullif(btrim(p_reason), ''), 'Unspecified') end;
$$;

create or replace function public.analytics_user_engagement(p_from timestamptz, p_to timestamptz)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
set work_mem = '64MB'
as $$
declare
  v_bucket text := admin_private.bucket_for(p_from, p_to);
  v_step interval := ('1 ' || admin_private.bucket_for(p_from, p_to))::interval;
  v_result jsonb;
begin
  perform admin_private.assert_admin();
  with activity as (
    select user_id, created_at from public.posts where created_at >= p_from and created_at < p_to
    union all select user_id, created_at from public.saved_listings where created_at >= p_from and created_at < p_to
    union all select user_id, created_at from public.offers where created_at >= p_from and created_at < p_to
    union all select reporter_id, created_at from public.reports where created_at >= p_from and created_at < p_to
  ),
  -- One row per member and period (hash aggregate), then counts without count(distinct)'s sort.
  pairs as materialized (
    select date_trunc(v_bucket, created_at) as period, user_id from activity group by 1, 2
  ),
  periods as (
    select g as period from generate_series(date_trunc(v_bucket, p_from), p_to - interval '1 microsecond', v_step) g
  ),
  signups as (
    select date_trunc(v_bucket, u.created_at) as period, count(*) as n
    from auth.users u where u.created_at >= p_from and u.created_at < p_to group by 1
  ),
  active as (select period, count(*) as n from pairs group by period)
  select jsonb_build_object(
    'bucket', v_bucket,
    'totals', jsonb_build_object(
      'members', (select count(*) from auth.users),
      'new_members', (select coalesce(sum(n), 0) from signups),
      'active_members', (select count(*) from (select user_id from pairs group by user_id) u),
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

create or replace function public.analytics_listings(p_from timestamptz, p_to timestamptz)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
set work_mem = '64MB'
as $$
declare
  v_bucket text := admin_private.bucket_for(p_from, p_to);
  v_step interval := ('1 ' || admin_private.bucket_for(p_from, p_to))::interval;
  v_result jsonb;
begin
  perform admin_private.assert_admin();
  with grouped as materialized (
    select
      p.category::text as category, p.status::text as status, coalesce(p.province_code, 'Unknown') as province,
      admin_private.price_band(p.price_value) as band, date_trunc(v_bucket, p.created_at) as period,
      count(*) as n, count(*) filter (where p.is_featured) as featured,
      grouping(p.category, p.status, coalesce(p.province_code, 'Unknown'), admin_private.price_band(p.price_value), date_trunc(v_bucket, p.created_at)) as g
    from public.posts p
    where p.created_at >= p_from and p.created_at < p_to
    group by grouping sets ((p.category), (p.status), (coalesce(p.province_code, 'Unknown')), (admin_private.price_band(p.price_value)), (date_trunc(v_bucket, p.created_at)))
  ),
  periods as (
    select g as period from generate_series(date_trunc(v_bucket, p_from), p_to - interval '1 microsecond', v_step) g
  )
  -- grouping() bits, left to right: category 16, status 8, province 4, band 2, period 1 (0 = grouped by it).
  select jsonb_build_object(
    'bucket', v_bucket,
    'totals', jsonb_build_object(
      'posts', (select coalesce(sum(n), 0) from grouped where g = 15),
      'featured', (select coalesce(sum(featured), 0) from grouped where g = 15)
    ),
    'by_category', coalesce((select jsonb_agg(jsonb_build_object('key', category, 'count', n) order by n desc, category) from grouped where g = 15), '[]'::jsonb),
    'by_status', coalesce((select jsonb_agg(jsonb_build_object('key', status, 'count', n) order by n desc, status) from grouped where g = 23), '[]'::jsonb),
    'by_province', coalesce((select jsonb_agg(jsonb_build_object('key', province, 'count', n) order by n desc, province) from grouped where g = 27), '[]'::jsonb),
    'by_price_band', coalesce((select jsonb_agg(jsonb_build_object('key', band, 'count', n) order by n desc, band) from grouped where g = 29), '[]'::jsonb),
    'series', coalesce((
      select jsonb_agg(jsonb_build_object('period', pe.period, 'posts', coalesce(c.n, 0)) order by pe.period)
      from periods pe left join grouped c on c.g = 30 and c.period = pe.period
    ), '[]'::jsonb)
  ) into v_result;
  return v_result;
end;
$$;

create or replace function public.analytics_conversion(p_from timestamptz, p_to timestamptz)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
set work_mem = '64MB'
as $$
declare
  v_bucket text := admin_private.bucket_for(p_from, p_to);
  v_step interval := ('1 ' || admin_private.bucket_for(p_from, p_to))::interval;
  v_result jsonb;
begin
  perform admin_private.assert_admin();
  -- Per period and per post are grouped separately: (post, period) pairs are nearly as many as the events.
  with by_period as (
    select period, sum(views) as views, sum(saves) as saves, sum(offers) as offers
    from (
      select date_trunc(v_bucket, viewed_at) as period, count(*) as views, 0::bigint as saves, 0::bigint as offers
        from public.post_views where viewed_at >= p_from and viewed_at < p_to group by 1
      union all select date_trunc(v_bucket, created_at), 0, count(*), 0
        from public.saved_listings where created_at >= p_from and created_at < p_to group by 1
      union all select date_trunc(v_bucket, created_at), 0, 0, count(*)
        from public.offers where created_at >= p_from and created_at < p_to group by 1
    ) e
    group by period
  ),
  sp as materialized (
    select post_id, count(*) as n from public.saved_listings where created_at >= p_from and created_at < p_to group by post_id
  ),
  op as materialized (
    select post_id, count(*) as n from public.offers where created_at >= p_from and created_at < p_to group by post_id
  ),
  -- Top posts rank by offers then saves; views are looked up for those ten only (post_id, viewed_at index).
  top as (
    select post_id, sum(offers) as offers, sum(saves) as saves
    from (select post_id, n as offers, 0::bigint as saves from op union all select post_id, 0, n from sp) x
    group by post_id
    order by 2 desc, 3 desc, post_id
    limit 10
  ),
  periods as (
    select g as period from generate_series(date_trunc(v_bucket, p_from), p_to - interval '1 microsecond', v_step) g
  )
  select jsonb_build_object(
    'bucket', v_bucket,
    'funnel', jsonb_build_object(
      'views', (select coalesce(sum(views), 0) from by_period),
      'saves', (select coalesce(sum(n), 0) from sp),
      'offers', (select coalesce(sum(n), 0) from op)
    ),
    'posts', jsonb_build_object(
      'created', (select count(*) from public.posts p where p.created_at >= p_from and p.created_at < p_to),
      'with_views', (select count(*) from (select v.post_id from public.post_views v where v.viewed_at >= p_from and v.viewed_at < p_to group by v.post_id) x),
      'with_saves', (select count(*) from sp),
      'with_offers', (select count(*) from op)
    ),
    'top_posts', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', t.post_id, 'title', po.title, 'offers', t.offers, 'saves', t.saves,
        'views', (select count(*) from public.post_views v where v.post_id = t.post_id and v.viewed_at >= p_from and v.viewed_at < p_to)
      ) order by t.offers desc, t.saves desc, t.post_id)
      from top t join public.posts po on po.id = t.post_id
    ), '[]'::jsonb),
    'series', coalesce((
      select jsonb_agg(jsonb_build_object('period', pe.period, 'views', coalesce(a.views, 0), 'saves', coalesce(a.saves, 0), 'offers', coalesce(a.offers, 0)) order by pe.period)
      from periods pe left join by_period a on a.period = pe.period
    ), '[]'::jsonb)
  ) into v_result;
  return v_result;
end;
$$;

create or replace function public.analytics_featured(p_from timestamptz, p_to timestamptz)
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
  -- Featured posts are few: count their views, saves and offers through the post_id indexes; the standard
  -- group is everything in the range minus those.
  with f as materialized (select p.id from public.posts p where p.is_featured),
  featured as (
    select
      (select count(*) from f) as posts,
      (select count(*) from public.post_views v join f on f.id = v.post_id where v.viewed_at >= p_from and v.viewed_at < p_to) as views,
      (select count(*) from public.saved_listings s join f on f.id = s.post_id where s.created_at >= p_from and s.created_at < p_to) as saves,
      (select count(*) from public.offers o join f on f.id = o.post_id where o.created_at >= p_from and o.created_at < p_to) as offers
  ),
  everything as (
    select
      (select count(*) from public.posts p where p.status = 'approved' and not p.is_featured) as posts,
      (select count(*) from public.post_views v where v.viewed_at >= p_from and v.viewed_at < p_to) as views,
      (select count(*) from public.saved_listings s where s.created_at >= p_from and s.created_at < p_to) as saves,
      (select count(*) from public.offers o where o.created_at >= p_from and o.created_at < p_to) as offers
  ),
  groups as (
    select 'featured' as grp, posts, views, saves, offers from featured
    union all
    select 'standard', e.posts, e.views - f.views, e.saves - f.saves, e.offers - f.offers from everything e cross join featured f
  )
  select jsonb_build_object(
    'payments', false,
    'featured_now', (select count(*) from f),
    'featured_by_category', coalesce((
      select jsonb_agg(jsonb_build_object('key', c.category, 'count', c.n) order by c.n desc, c.category)
      from (select p.category::text as category, count(*) as n from public.posts p where p.is_featured group by 1) c
    ), '[]'::jsonb),
    'exposure', coalesce((
      select jsonb_agg(jsonb_build_object(
        'group', g.grp, 'posts', g.posts, 'views', g.views, 'saves', g.saves, 'offers', g.offers,
        'views_per_post', round(g.views::numeric / nullif(g.posts, 0), 2),
        'saves_per_post', round(g.saves::numeric / nullif(g.posts, 0), 2),
        'offers_per_post', round(g.offers::numeric / nullif(g.posts, 0), 2)
      ) order by g.grp)
      from groups g
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
      select jsonb_agg(jsonb_build_object('city', x.city, 'province', x.province, 'count', x.n) order by x.n desc, x.city)
      from (select city, province, n from cities order by n desc, city limit 25) x
    ), '[]'::jsonb)
  ) into v_result;
  return v_result;
end;
$$;

alter function public.analytics_reports(timestamptz, timestamptz) set work_mem = '64MB';

create index if not exists post_views_post_id_viewed_at_idx on public.post_views (post_id, viewed_at);
