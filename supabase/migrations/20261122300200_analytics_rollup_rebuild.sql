-- Analytics rollups, part 3: what each rollup must hold, computed from the base tables. The backfill
-- (20261122300300), a TRUNCATE of a base table and admin_private.analytics_rollups_rebuild() fill the rollups from
-- these views; admin_private.analytics_rollup_drift() lists every row where a rollup and its view disagree.

create view admin_private.posts_by_day_expected as
  select admin_private.utc_day(p.created_at) as day, x.dim, x.key,
         count(*)::integer as posts, (count(*) filter (where p.is_featured))::integer as featured
  from public.posts p
  cross join lateral (values ('category', p.category::text), ('status', p.status::text), ('band', admin_private.price_band(p.price_value))) as x (dim, key)
  group by 1, 2, 3;

create view admin_private.post_places_by_day_expected as
  select admin_private.utc_day(p.created_at) as day, coalesce(p.province_code, 'Unknown') as province,
         coalesce(initcap(nullif(btrim(p.city), '')), '') as city, count(*)::integer as posts
  from public.posts p
  group by 1, 2, 3;

create view admin_private.events_by_day_expected as
  select 'view'::text as kind, admin_private.utc_day(v.viewed_at) as day, count(*) as events from public.post_views v group by 2
  union all
  select 'save', admin_private.utc_day(s.created_at), count(*) from public.saved_listings s group by 2
  union all
  select 'offer', admin_private.utc_day(o.created_at), count(*) from public.offers o group by 2;

create view admin_private.reports_by_day_expected as
  select admin_private.utc_day(r.created_at) as day, x.dim, x.key, count(*)::integer as reports
  from public.reports r
  cross join lateral (values ('reason', admin_private.report_reason(r.reason)), ('status', r.status::text), ('target', coalesce(r.target_type::text, 'post'))) as x (dim, key)
  group by 1, 2, 3;

create view admin_private.report_resolutions_by_day_expected as
  select admin_private.utc_day(r.created_at) as day, admin_private.utc_day(r.resolved_at) as resolved_day, count(*)::integer as reports
  from public.reports r
  where r.resolved_at is not null
  group by 1, 2;

create view admin_private.activity_days_expected as
  select e.kind, e.entity, e.day, count(*)::integer as events
  from (
    select 'member'::text as kind, p.user_id as entity, admin_private.utc_day(p.created_at) as day from public.posts p
    union all select 'member', s.user_id, admin_private.utc_day(s.created_at) from public.saved_listings s
    union all select 'member', o.user_id, admin_private.utc_day(o.created_at) from public.offers o
    union all select 'member', r.reporter_id, admin_private.utc_day(r.created_at) from public.reports r
    union all select 'view', v.post_id, admin_private.utc_day(v.viewed_at) from public.post_views v
    union all select 'save', s.post_id, admin_private.utc_day(s.created_at) from public.saved_listings s
    union all select 'offer', o.post_id, admin_private.utc_day(o.created_at) from public.offers o
  ) e
  where e.entity is not null
  group by 1, 2, 3;

create view admin_private.activity_spans_expected as
  select s.kind, s.day, s.next_day, count(*)::integer as entities
  from (
    select a.kind, a.day, coalesce(lead(a.day) over (partition by a.kind, a.entity order by a.day), 'infinity'::date) as next_day
    from admin_private.activity_days_expected a
  ) s
  group by 1, 2, 3;

create view admin_private.post_engagement_expected as
  select x.post_id, sum(x.offers)::integer as offers, sum(x.saves)::integer as saves
  from (
    select o.post_id, 1 as offers, 0 as saves from public.offers o
    union all select s.post_id, 0, 1 from public.saved_listings s
  ) x
  group by 1;

do $$
declare
  v text;
begin
  foreach v in array array['posts_by_day', 'post_places_by_day', 'events_by_day', 'reports_by_day', 'report_resolutions_by_day', 'activity_days', 'activity_spans', 'post_engagement'] loop
    execute format('revoke all on admin_private.%I from public, anon, authenticated', v || '_expected');
  end loop;
end;
$$;

-- Refills every rollup from the base tables (which already hold this transaction's queued changes).
create function admin_private.analytics_rollups_rebuild()
returns void
language plpgsql
set search_path = ''
as $$
begin
  delete from admin_private.rollup_queue q where q.xact = pg_catalog.pg_current_xact_id();
  delete from admin_private.posts_by_day;
  delete from admin_private.post_places_by_day;
  delete from admin_private.events_by_day;
  delete from admin_private.reports_by_day;
  delete from admin_private.report_resolutions_by_day;
  delete from admin_private.activity_days;
  delete from admin_private.activity_spans;
  delete from admin_private.activity_entities;
  delete from admin_private.post_engagement;
  insert into admin_private.posts_by_day (day, dim, key, posts, featured) select * from admin_private.posts_by_day_expected;
  insert into admin_private.post_places_by_day (day, province, city, posts) select * from admin_private.post_places_by_day_expected;
  insert into admin_private.events_by_day (kind, day, events) select * from admin_private.events_by_day_expected;
  insert into admin_private.reports_by_day (day, dim, key, reports) select * from admin_private.reports_by_day_expected;
  insert into admin_private.report_resolutions_by_day (day, resolved_day, reports) select * from admin_private.report_resolutions_by_day_expected;
  insert into admin_private.activity_days (kind, entity, day, events) select * from admin_private.activity_days_expected;
  insert into admin_private.activity_spans (kind, day, next_day, entities) select * from admin_private.activity_spans_expected;
  insert into admin_private.post_engagement (post_id, offers, saves) select * from admin_private.post_engagement_expected;
end;
$$;

-- Rows where a rollup differs from what the base tables say (empty when the rollups are exact).
create function admin_private.analytics_rollup_drift()
returns table (rollup text, side text, row_text text)
language sql
stable
set search_path = ''
as $$
  (select 'posts_by_day', 'rollup only', t::text from (select * from admin_private.posts_by_day except select * from admin_private.posts_by_day_expected) t)
  union all (select 'posts_by_day', 'expected only', t::text from (select * from admin_private.posts_by_day_expected except select * from admin_private.posts_by_day) t)
  union all (select 'post_places_by_day', 'rollup only', t::text from (select * from admin_private.post_places_by_day except select * from admin_private.post_places_by_day_expected) t)
  union all (select 'post_places_by_day', 'expected only', t::text from (select * from admin_private.post_places_by_day_expected except select * from admin_private.post_places_by_day) t)
  union all (select 'events_by_day', 'rollup only', t::text from (select * from admin_private.events_by_day except select * from admin_private.events_by_day_expected) t)
  union all (select 'events_by_day', 'expected only', t::text from (select * from admin_private.events_by_day_expected except select * from admin_private.events_by_day) t)
  union all (select 'reports_by_day', 'rollup only', t::text from (select * from admin_private.reports_by_day except select * from admin_private.reports_by_day_expected) t)
  union all (select 'reports_by_day', 'expected only', t::text from (select * from admin_private.reports_by_day_expected except select * from admin_private.reports_by_day) t)
  union all (select 'report_resolutions_by_day', 'rollup only', t::text from (select * from admin_private.report_resolutions_by_day except select * from admin_private.report_resolutions_by_day_expected) t)
  union all (select 'report_resolutions_by_day', 'expected only', t::text from (select * from admin_private.report_resolutions_by_day_expected except select * from admin_private.report_resolutions_by_day) t)
  union all (select 'activity_days', 'rollup only', t::text from (select * from admin_private.activity_days except select * from admin_private.activity_days_expected) t)
  union all (select 'activity_days', 'expected only', t::text from (select * from admin_private.activity_days_expected except select * from admin_private.activity_days) t)
  union all (select 'activity_spans', 'rollup only', t::text from (select * from admin_private.activity_spans except select * from admin_private.activity_spans_expected) t)
  union all (select 'activity_spans', 'expected only', t::text from (select * from admin_private.activity_spans_expected except select * from admin_private.activity_spans) t)
  union all (select 'post_engagement', 'rollup only', t::text from (select * from admin_private.post_engagement except select * from admin_private.post_engagement_expected) t)
  union all (select 'post_engagement', 'expected only', t::text from (select * from admin_private.post_engagement_expected except select * from admin_private.post_engagement) t);
$$;

revoke execute on function admin_private.analytics_rollups_rebuild() from public;
revoke execute on function admin_private.analytics_rollup_drift() from public;
