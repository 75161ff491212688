-- Analytics rollups, part 4: triggers on the base tables keep the rollups exact, then the backfill.
-- Statement triggers queue each statement's changes (only rows whose counted columns changed: an edit of a post's
-- description costs nothing; transition tables need one trigger per event). One deferred trigger applies the
-- transaction's queue at commit, taking the rollups' locks in one global order (entities, their days and spans,
-- then each counter table by key), so two commits never wait for each other in opposite orders, and the hot rows
-- (today's counters) are held only while committing. Until its commit a transaction does not see its own changes
-- in the rollups.
-- One migration, one transaction: creating the triggers locks the tables against writes until the backfill has
-- committed, so no row is missed or counted twice.

create function admin_private.posts_rollup()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_deltas admin_private.post_delta[];
begin
  if tg_op = 'INSERT' then
    v_deltas := (array(
      select row(n.created_at, n.user_id, n.category::text, n.status::text, n.price_value, n.province_code, n.city, n.is_featured, 1)::admin_private.post_delta
      from new_rows n));
  elsif tg_op = 'DELETE' then
    v_deltas := (array(
      select row(o.created_at, o.user_id, o.category::text, o.status::text, o.price_value, o.province_code, o.city, o.is_featured, -1)::admin_private.post_delta
      from old_rows o));
  else
    v_deltas := (array(
      select row(n.created_at, n.user_id, n.category::text, n.status::text, n.price_value, n.province_code, n.city, n.is_featured, 1)::admin_private.post_delta
      from new_rows n
      where not exists (
        select 1 from old_rows o where o.id = n.id
          and (o.created_at, o.user_id, o.category, o.status, o.price_value, o.province_code, o.city, o.is_featured)
              is not distinct from (n.created_at, n.user_id, n.category, n.status, n.price_value, n.province_code, n.city, n.is_featured))
      union all
      select row(o.created_at, o.user_id, o.category::text, o.status::text, o.price_value, o.province_code, o.city, o.is_featured, -1)::admin_private.post_delta
      from old_rows o
      where not exists (
        select 1 from new_rows n where n.id = o.id
          and (o.created_at, o.user_id, o.category, o.status, o.price_value, o.province_code, o.city, o.is_featured)
              is not distinct from (n.created_at, n.user_id, n.category, n.status, n.price_value, n.province_code, n.city, n.is_featured))));
  end if;
  if cardinality(v_deltas) > 0 then
    insert into admin_private.rollup_queue (post_deltas) values (v_deltas);
  end if;
  return null;
end;
$$;

-- Saves and offers: (post_id, user_id, created_at); views: (post_id, viewed_at); reports: (reporter_id, created_at).
create function admin_private.events_rollup()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_kind text := case tg_table_name when 'post_views' then 'view' when 'saved_listings' then 'save' when 'offers' then 'offer' else 'report' end;
  v_new admin_private.event_delta[] := '{}';
  v_old admin_private.event_delta[] := '{}';
begin
  -- Each branch is planned on first use, against the one table it names.
  if tg_op in ('INSERT', 'UPDATE') then
    if v_kind = 'view' then
      v_new := array(select row(n.id::text, v_kind, n.post_id, null, n.viewed_at, 1)::admin_private.event_delta from new_rows n);
    elsif v_kind = 'report' then
      v_new := array(select row(n.id::text, v_kind, null, n.reporter_id, n.created_at, 1)::admin_private.event_delta from new_rows n);
    else
      v_new := array(select row(n.id::text, v_kind, n.post_id, n.user_id, n.created_at, 1)::admin_private.event_delta from new_rows n);
    end if;
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    if v_kind = 'view' then
      v_old := array(select row(o.id::text, v_kind, o.post_id, null, o.viewed_at, -1)::admin_private.event_delta from old_rows o);
    elsif v_kind = 'report' then
      v_old := array(select row(o.id::text, v_kind, null, o.reporter_id, o.created_at, -1)::admin_private.event_delta from old_rows o);
    else
      v_old := array(select row(o.id::text, v_kind, o.post_id, o.user_id, o.created_at, -1)::admin_private.event_delta from old_rows o);
    end if;
  end if;
  if tg_op = 'UPDATE' then
    -- A row whose counted columns did not change cancels out: drop both sides before any work.
    select coalesce(array_agg(x.d), '{}') into v_new
    from (select n as d from unnest(v_new) n
          where not exists (select 1 from unnest(v_old) o where o.row_id = n.row_id and (o.post_id, o.member, o.at) is not distinct from (n.post_id, n.member, n.at))
          union all
          select o from unnest(v_old) o
          where not exists (select 1 from unnest(v_new) n where o.row_id = n.row_id and (o.post_id, o.member, o.at) is not distinct from (n.post_id, n.member, n.at))) x;
    v_old := '{}';
  end if;
  if cardinality(v_new) + cardinality(v_old) > 0 then
    insert into admin_private.rollup_queue (event_deltas) values (v_new || v_old);
  end if;
  return null;
end;
$$;

-- Reports: counts by reason, status and target, and resolutions (status and resolved_at change on resolution).
create function admin_private.reports_rollup()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_new admin_private.report_delta[] := '{}';
  v_old admin_private.report_delta[] := '{}';
begin
  if tg_op in ('INSERT', 'UPDATE') then
    v_new := array(select row(n.id::text, n.created_at, n.reason, n.status::text, n.target_type::text, n.resolved_at, 1)::admin_private.report_delta from new_rows n);
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    v_old := array(select row(o.id::text, o.created_at, o.reason, o.status::text, o.target_type::text, o.resolved_at, -1)::admin_private.report_delta from old_rows o);
  end if;
  if tg_op = 'UPDATE' then
    select coalesce(array_agg(x.d), '{}') into v_new
    from (select n as d from unnest(v_new) n
          where not exists (select 1 from unnest(v_old) o where o.row_id = n.row_id
                              and (o.created_at, o.reason, o.status, o.target_type, o.resolved_at) is not distinct from (n.created_at, n.reason, n.status, n.target_type, n.resolved_at))
          union all
          select o from unnest(v_old) o
          where not exists (select 1 from unnest(v_new) n where o.row_id = n.row_id
                              and (o.created_at, o.reason, o.status, o.target_type, o.resolved_at) is not distinct from (n.created_at, n.reason, n.status, n.target_type, n.resolved_at))) x;
    v_old := '{}';
  end if;
  if cardinality(v_new) + cardinality(v_old) > 0 then
    insert into admin_private.rollup_queue (report_deltas) values (v_new || v_old);
  end if;
  return null;
end;
$$;

-- At commit: the transaction's queued changes, in one global lock order. Fires once per queued statement; the
-- first firing takes the whole queue, the others find it empty.
create function admin_private.apply_rollup_queue()
returns trigger
language plpgsql
security definer
set search_path = ''
set plan_cache_mode = 'force_generic_plan'
as $$
declare
  v_posts admin_private.post_delta[];
  v_events admin_private.event_delta[];
  v_reports admin_private.report_delta[];
begin
  with q as (
    delete from admin_private.rollup_queue q where q.xact = pg_catalog.pg_current_xact_id()
    returning q.post_deltas, q.event_deltas, q.report_deltas
  )
  select coalesce((select array_agg(x) from q cross join lateral unnest(q.post_deltas) as x), '{}'),
         coalesce((select array_agg(x) from q cross join lateral unnest(q.event_deltas) as x), '{}'),
         coalesce((select array_agg(x) from q cross join lateral unnest(q.report_deltas) as x), '{}')
  into v_posts, v_events, v_reports;
  if cardinality(v_posts) + cardinality(v_events) + cardinality(v_reports) = 0 then
    return null;
  end if;
  -- Members' activity: posts, saves, offers and reports; posts' activity: views, saves and offers.
  perform admin_private.apply_activity(array(
    select row('member', p.user_id, admin_private.utc_day(p.created_at), p.delta)::admin_private.activity_delta from unnest(v_posts) p
    union all
    select row(e.kind, e.post_id, admin_private.utc_day(e.at), e.delta)::admin_private.activity_delta from unnest(v_events) e where e.kind <> 'report'
    union all
    select row('member', e.member, admin_private.utc_day(e.at), e.delta)::admin_private.activity_delta from unnest(v_events) e where e.kind <> 'view'
  ));
  perform admin_private.apply_event_deltas(v_events);
  perform admin_private.apply_post_deltas(v_posts);
  perform admin_private.apply_report_deltas(v_reports);
  return null;
end;
$$;

create constraint trigger rollup_queue_apply after insert on admin_private.rollup_queue
  deferrable initially deferred for each row execute function admin_private.apply_rollup_queue();

-- TRUNCATE of a base table: refill everything.
create function admin_private.rollups_after_truncate()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform admin_private.analytics_rollups_rebuild();
  return null;
end;
$$;

revoke execute on function admin_private.posts_rollup() from public;
revoke execute on function admin_private.events_rollup() from public;
revoke execute on function admin_private.reports_rollup() from public;
revoke execute on function admin_private.rollups_after_truncate() from public;
revoke execute on function admin_private.apply_rollup_queue() from public;

create trigger posts_rollup_insert after insert on public.posts
  referencing new table as new_rows for each statement execute function admin_private.posts_rollup();
create trigger posts_rollup_update after update on public.posts
  referencing old table as old_rows new table as new_rows for each statement execute function admin_private.posts_rollup();
create trigger posts_rollup_delete after delete on public.posts
  referencing old table as old_rows for each statement execute function admin_private.posts_rollup();
create trigger posts_rollup_truncate after truncate on public.posts
  for each statement execute function admin_private.rollups_after_truncate();

do $$
declare
  t text;
begin
  foreach t in array array['post_views', 'saved_listings', 'offers', 'reports'] loop
    execute format('create trigger %I after insert on public.%I referencing new table as new_rows for each statement execute function admin_private.events_rollup()', t || '_rollup_insert', t);
    execute format('create trigger %I after update on public.%I referencing old table as old_rows new table as new_rows for each statement execute function admin_private.events_rollup()', t || '_rollup_update', t);
    execute format('create trigger %I after delete on public.%I referencing old table as old_rows for each statement execute function admin_private.events_rollup()', t || '_rollup_delete', t);
    execute format('create trigger %I after truncate on public.%I for each statement execute function admin_private.rollups_after_truncate()', t || '_rollup_truncate', t);
  end loop;
end;
$$;

create trigger reports_counts_rollup_insert after insert on public.reports
  referencing new table as new_rows for each statement execute function admin_private.reports_rollup();
create trigger reports_counts_rollup_update after update on public.reports
  referencing old table as old_rows new table as new_rows for each statement execute function admin_private.reports_rollup();
create trigger reports_counts_rollup_delete after delete on public.reports
  referencing old table as old_rows for each statement execute function admin_private.reports_rollup();

-- Backfill (the triggers above hold the tables' locks until this transaction commits), then planner statistics.
select admin_private.analytics_rollups_rebuild();
analyze admin_private.posts_by_day, admin_private.post_places_by_day, admin_private.events_by_day,
  admin_private.reports_by_day, admin_private.report_resolutions_by_day,
  admin_private.activity_days, admin_private.activity_spans, admin_private.post_engagement;
