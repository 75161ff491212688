-- Admin analytics (2/3): conversion (view -> save -> offer) and featured placements ("Revenue / Ads":
-- the product takes no payments, so this reports featured exposure, not money).

create function public.analytics_conversion(p_from timestamptz, p_to timestamptz)
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
  with v as materialized (
    select post_id, viewed_at as at from public.post_views where viewed_at >= p_from and viewed_at < p_to
  ),
  s as materialized (
    select post_id, created_at as at from public.saved_listings where created_at >= p_from and created_at < p_to
  ),
  o as materialized (
    select post_id, created_at as at from public.offers where created_at >= p_from and created_at < p_to
  ),
  per_post as (
    select post_id, sum(views) as views, sum(saves) as saves, sum(offers) as offers
    from (
      select post_id, count(*) as views, 0::bigint as saves, 0::bigint as offers from v group by post_id
      union all select post_id, 0, count(*), 0 from s group by post_id
      union all select post_id, 0, 0, count(*) from o group by post_id
    ) x
    group by post_id
  ),
  periods as (
    select g as period from generate_series(date_trunc(v_bucket, p_from), p_to - interval '1 microsecond', v_step) g
  ),
  series as (
    select date_trunc(v_bucket, at) as period, sum(vc) as views, sum(sc) as saves, sum(oc) as offers
    from (
      select at, 1 as vc, 0 as sc, 0 as oc from v
      union all select at, 0, 1, 0 from s
      union all select at, 0, 0, 1 from o
    ) e
    group by 1
  ),
  posts_in_range as (
    select count(*) as n from public.posts p where p.created_at >= p_from and p.created_at < p_to
  )
  select jsonb_build_object(
    'bucket', v_bucket,
    'funnel', jsonb_build_object('views', (select count(*) from v), 'saves', (select count(*) from s), 'offers', (select count(*) from o)),
    'posts', jsonb_build_object(
      'created', (select n from posts_in_range),
      'with_views', (select count(*) from per_post where views > 0),
      'with_saves', (select count(*) from per_post where saves > 0),
      'with_offers', (select count(*) from per_post where offers > 0)
    ),
    'top_posts', coalesce((
      select jsonb_agg(jsonb_build_object('id', t.post_id, 'title', t.title, 'views', t.views, 'saves', t.saves, 'offers', t.offers) order by t.offers desc, t.saves desc, t.views desc)
      from (
        select pp.post_id, po.title::text as title, pp.views, pp.saves, pp.offers
        from per_post pp join public.posts po on po.id = pp.post_id
        order by pp.offers desc, pp.saves desc, pp.views desc, pp.post_id
        limit 10
      ) t
    ), '[]'::jsonb),
    'series', coalesce((
      select jsonb_agg(jsonb_build_object('period', pe.period, 'views', coalesce(se.views, 0), 'saves', coalesce(se.saves, 0), 'offers', coalesce(se.offers, 0)) order by pe.period)
      from periods pe left join series se on se.period = pe.period
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
as $$
declare
  v_result jsonb;
begin
  perform admin_private.assert_admin();
  with vc as (
    select post_id, count(*) as n from public.post_views where viewed_at >= p_from and viewed_at < p_to group by post_id
  ),
  sc as (
    select post_id, count(*) as n from public.saved_listings where created_at >= p_from and created_at < p_to group by post_id
  ),
  oc as (
    select post_id, count(*) as n from public.offers where created_at >= p_from and created_at < p_to group by post_id
  ),
  groups as (
    select
      case when p.is_featured then 'featured' else 'standard' end as grp,
      count(*) as posts,
      coalesce(sum(vc.n), 0) as views,
      coalesce(sum(sc.n), 0) as saves,
      coalesce(sum(oc.n), 0) as offers
    from public.posts p
    left join vc on vc.post_id = p.id
    left join sc on sc.post_id = p.id
    left join oc on oc.post_id = p.id
    where p.is_featured or p.status = 'approved'
    group by 1
  )
  select jsonb_build_object(
    'payments', false,
    'featured_now', (select count(*) from public.posts p where p.is_featured),
    'featured_by_category', coalesce((
      select jsonb_agg(jsonb_build_object('key', c.category, 'count', c.n) order by c.n desc, c.category)
      from (select coalesce(p.category::text, 'uncategorised') as category, count(*) as n from public.posts p where p.is_featured group by 1) c
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
