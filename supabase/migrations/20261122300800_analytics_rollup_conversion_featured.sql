-- analytics_conversion and analytics_featured from the rollups (same signatures and answers as
-- admin_private.*_scan): daily event totals, posts active per kind, and the top ten from all-time engagement.

create function public.analytics_conversion(p_from timestamptz, p_to timestamptz)
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
    return admin_private.analytics_conversion_scan(p_from, p_to);
  end if;
  select w.lo, w.hi into v_lo, v_hi from admin_private.whole_days(p_from, p_to) w;
  with events as materialized (
    select r.kind, date_trunc(v_bucket, r.day::timestamp at time zone 'UTC') as period, r.events
    from admin_private.events_by_day r
    where r.day >= admin_private.utc_day(v_lo) and r.day < admin_private.utc_day(v_hi)
    union all
    select 'view', date_trunc(v_bucket, v.viewed_at), count(*) from public.post_views v
    where (v.viewed_at >= p_from and v.viewed_at < v_lo) or (v.viewed_at >= v_hi and v.viewed_at < p_to) group by 2
    union all
    select 'save', date_trunc(v_bucket, s.created_at), count(*) from public.saved_listings s
    where (s.created_at >= p_from and s.created_at < v_lo) or (s.created_at >= v_hi and s.created_at < p_to) group by 2
    union all
    select 'offer', date_trunc(v_bucket, o.created_at), count(*) from public.offers o
    where (o.created_at >= p_from and o.created_at < v_lo) or (o.created_at >= v_hi and o.created_at < p_to) group by 2
  ),
  by_period as (
    select e.period,
           sum(e.events) filter (where e.kind = 'view') as views,
           sum(e.events) filter (where e.kind = 'save') as saves,
           sum(e.events) filter (where e.kind = 'offer') as offers
    from events e
    group by e.period
  ),
  totals as materialized (
    select coalesce(sum(e.events) filter (where e.kind = 'view'), 0) as views,
           coalesce(sum(e.events) filter (where e.kind = 'save'), 0) as saves,
           coalesce(sum(e.events) filter (where e.kind = 'offer'), 0) as offers
    from events e
  ),
  top as materialized (
    select t.* from totals, admin_private.conversion_top_posts(p_from, p_to, (totals.saves + totals.offers)::bigint) t
  ),
  created as (
    select (select coalesce(sum(r.posts), 0) from admin_private.posts_by_day r
            where r.dim = 'category' and r.day >= admin_private.utc_day(v_lo) and r.day < admin_private.utc_day(v_hi))
         + (select count(*) from public.posts p
            where (p.created_at >= p_from and p.created_at < v_lo) or (p.created_at >= v_hi and p.created_at < p_to)) as n
  ),
  periods as (
    select g as period from generate_series(date_trunc(v_bucket, p_from), p_to - interval '1 microsecond', v_step) g
  )
  select jsonb_build_object(
    'bucket', v_bucket,
    'funnel', (select jsonb_build_object('views', t.views, 'saves', t.saves, 'offers', t.offers) from totals t),
    'posts', jsonb_build_object(
      'created', (select c.n from created c),
      'with_views', admin_private.posts_active_in('view', p_from, p_to),
      'with_saves', admin_private.posts_active_in('save', p_from, p_to),
      'with_offers', admin_private.posts_active_in('offer', p_from, p_to)
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

create function public.analytics_featured(p_from timestamptz, p_to timestamptz)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
set work_mem = '64MB'
set plan_cache_mode = 'force_custom_plan'
as $$
declare
  v_result jsonb;
begin
  perform admin_private.assert_admin();
  if not admin_private.rollups_usable(p_from, p_to) then
    return admin_private.analytics_featured_scan(p_from, p_to);
  end if;
  -- Featured posts are few: their views, saves and offers through the (post_id, time) indexes. The standard group
  -- is every event in the range minus those, and approved posts that are not featured (all time, from the rollup).
  with f as materialized (select p.id, p.category::text as category from public.posts p where p.is_featured),
  featured as (
    select
      (select count(*) from f) as posts,
      (select count(*) from f cross join lateral (select 1 from public.post_views v where v.post_id = f.id and v.viewed_at >= p_from and v.viewed_at < p_to) x) as views,
      (select count(*) from f cross join lateral (select 1 from public.saved_listings s where s.post_id = f.id and s.created_at >= p_from and s.created_at < p_to) x) as saves,
      (select count(*) from f cross join lateral (select 1 from public.offers o where o.post_id = f.id and o.created_at >= p_from and o.created_at < p_to) x) as offers
  ),
  everything as (
    select
      (select coalesce(sum(r.posts - r.featured), 0) from admin_private.posts_by_day r where r.dim = 'status' and r.key = 'approved') as posts,
      admin_private.events_in('view', p_from, p_to) as views,
      admin_private.events_in('save', p_from, p_to) as saves,
      admin_private.events_in('offer', p_from, p_to) as offers
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
      from (select f.category, count(*) as n from f group by 1) c
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

revoke execute on function public.analytics_conversion(timestamptz, timestamptz) from public, anon;
revoke execute on function public.analytics_featured(timestamptz, timestamptz) from public, anon;
grant execute on function public.analytics_conversion(timestamptz, timestamptz) to authenticated;
grant execute on function public.analytics_featured(timestamptz, timestamptz) to authenticated;
