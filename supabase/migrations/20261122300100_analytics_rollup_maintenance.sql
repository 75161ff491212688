-- Analytics rollups, part 2: applying changes. The statement triggers (20261122300300) turn each statement's
-- inserted, updated and deleted rows into +1/-1 facts and queue them; at commit these functions add a
-- transaction's facts to the rollups. Counters change by deltas (safe under concurrency); activity days change
-- under a per-entity lock. Not SECURITY DEFINER: only the triggers (running as the owner) call them. Generic plans: with an array argument
-- a custom plan always looks cheaper, so plpgsql would plan these statements again on every write. Rows that
-- reach zero are deleted only when something was removed (counts fall only by negative deltas).

create type admin_private.post_delta as (
  created_at timestamptz,
  user_id uuid,
  category text,
  status text,
  price_value numeric,
  province_code text,
  city text,
  is_featured boolean,
  delta integer
);

create type admin_private.event_delta as (row_id text, kind text, post_id uuid, member uuid, at timestamptz, delta integer);
create type admin_private.report_delta as (
  row_id text,
  created_at timestamptz,
  reason text,
  status text,
  target_type text,
  resolved_at timestamptz,
  delta integer
);
create type admin_private.activity_delta as (kind text, entity uuid, day date, delta integer);
create type admin_private.span_delta as (kind text, day date, next_day date, delta integer);

-- Changes waiting for their transaction's commit: the statement triggers queue them here, and one deferred trigger
-- applies a transaction's whole queue at commit (20261122300300). Rows live only inside their transaction, so
-- no key but the transaction.
create table admin_private.rollup_queue (
  xact xid8 not null default pg_current_xact_id(),
  post_deltas admin_private.post_delta[],
  event_deltas admin_private.event_delta[],
  report_deltas admin_private.report_delta[]
);
create index rollup_queue_xact_idx on admin_private.rollup_queue (xact);
alter table admin_private.rollup_queue enable row level security;
revoke all on admin_private.rollup_queue from public, anon, authenticated;

-- Applies activity changes, whatever their number, in two statements: lock (and bump) every entity, in a fixed
-- order, then update their days and, where a day became active or inactive, the spans between the entity's last
-- unchanged active day before the first such day (lo) and its first active day after the last one (hi; hi's own
-- span does not change). Days with a negative count violate activity_days' check: the rollups are out of step.
create function admin_private.apply_activity(p_deltas admin_private.activity_delta[])
returns void
language plpgsql
set search_path = ''
set plan_cache_mode = 'force_generic_plan'
as $$
declare
  v_zero admin_private.span_delta[];
begin
  if cardinality(p_deltas) = 0 then
    return;
  end if;
  insert into admin_private.activity_entities as e (kind, entity)
  select distinct d.kind, d.entity from unnest(p_deltas) d where d.entity is not null order by 1, 2
  on conflict (kind, entity) do update set version = e.version + 1;

  with d as (
    select x.kind, x.entity, x.day, sum(x.delta)::integer as delta
    from unnest(p_deltas) x
    where x.entity is not null
    group by 1, 2, 3
    having sum(x.delta) <> 0
  ),
  cur as (
    select d.kind, d.entity, d.day, coalesce(a.events, 0) as before, coalesce(a.events, 0) + d.delta as after
    from d left join admin_private.activity_days a on a.kind = d.kind and a.entity = d.entity and a.day = d.day
  ),
  flips as (select c.kind, c.entity, c.day, c.after > 0 as active from cur c where (c.before > 0) <> (c.after > 0)),
  bounds as (
    select w.kind, w.entity,
           (select max(a.day) from admin_private.activity_days a where a.kind = w.kind and a.entity = w.entity and a.day < w.first_day) as lo,
           (select min(a.day) from admin_private.activity_days a where a.kind = w.kind and a.entity = w.entity and a.day > w.last_day) as hi
    from (select f.kind, f.entity, min(f.day) as first_day, max(f.day) as last_day from flips f group by 1, 2) w
  ),
  -- No CTE joins another CTE below (their row estimates are guesses): aggregates instead of anti-joins, and each
  -- day carries whether it is hi.
  old_days as (
    select a.kind, a.entity, a.day, a.day is not distinct from b.hi as is_hi
    from bounds b
    join admin_private.activity_days a on a.kind = b.kind and a.entity = b.entity
     and a.day >= coalesce(b.lo, '-infinity'::date) and a.day <= coalesce(b.hi, 'infinity'::date)
  ),
  new_days as (
    select x.kind, x.entity, x.day, bool_or(x.is_hi) as is_hi
    from (
      select o.kind, o.entity, o.day, o.is_hi, 1 as n from old_days o
      union all
      select f.kind, f.entity, f.day, false, case when f.active then 1 else -1 end from flips f
    ) x
    group by 1, 2, 3
    having sum(x.n) > 0
  ),
  spans as (
    select s.kind, s.day, s.next_day, sum(s.sign)::integer as delta
    from (
      select x.kind, x.day, x.is_hi, coalesce(lead(x.day) over (partition by x.kind, x.entity order by x.day), 'infinity'::date) as next_day, -1 as sign
      from old_days x
      union all
      select x.kind, x.day, x.is_hi, coalesce(lead(x.day) over (partition by x.kind, x.entity order by x.day), 'infinity'::date), 1
      from new_days x
    ) s
    where not s.is_hi
    group by 1, 2, 3
    having sum(s.sign) <> 0
  ),
  added as (
    insert into admin_private.activity_days (kind, entity, day, events)
    select c.kind, c.entity, c.day, c.after from cur c where c.before = 0
  ),
  changed as (
    update admin_private.activity_days a set events = c.after
    from cur c
    where c.before > 0 and c.after <> 0 and a.kind = c.kind and a.entity = c.entity and a.day = c.day
  ),
  removed as (
    delete from admin_private.activity_days a
    using cur c
    where c.before > 0 and c.after = 0 and a.kind = c.kind and a.entity = c.entity and a.day = c.day
  ),
  counted as (
    insert into admin_private.activity_spans as s (kind, day, next_day, entities)
    select x.kind, x.day, x.next_day, x.delta from spans x order by 1, 2, 3
    on conflict (kind, day, next_day) do update set entities = s.entities + excluded.entities
    returning s.kind, s.day, s.next_day, s.entities
  )
  select coalesce(array_agg(row(c.kind, c.day, c.next_day, 0)::admin_private.span_delta) filter (where c.entities = 0), '{}')
  into v_zero
  from counted c;

  if cardinality(v_zero) > 0 then
    delete from admin_private.activity_spans s
    where s.entities = 0 and (s.kind, s.day, s.next_day) in (select z.kind, z.day, z.next_day from unnest(v_zero) z);
  end if;
end;
$$;

-- Posts created, updated or deleted: counts by category, status, price band and place.
create function admin_private.apply_post_deltas(p_deltas admin_private.post_delta[])
returns void
language plpgsql
set search_path = ''
set plan_cache_mode = 'force_generic_plan'
as $$
declare
  v_shrinks boolean;
begin
  if cardinality(p_deltas) = 0 then
    return;
  end if;
  v_shrinks := exists (select 1 from unnest(p_deltas) d where d.delta < 0);
  insert into admin_private.posts_by_day as r (day, dim, key, posts, featured)
  select admin_private.utc_day(d.created_at), x.dim, x.key, sum(d.delta), coalesce(sum(d.delta) filter (where d.is_featured), 0)
  from unnest(p_deltas) d
  cross join lateral (values ('category', d.category), ('status', d.status), ('band', admin_private.price_band(d.price_value))) as x (dim, key)
  group by 1, 2, 3
  having sum(d.delta) <> 0 or coalesce(sum(d.delta) filter (where d.is_featured), 0) <> 0
  order by 1, 2, 3
  on conflict (day, dim, key) do update set posts = r.posts + excluded.posts, featured = r.featured + excluded.featured;
  if v_shrinks then
    delete from admin_private.posts_by_day r
    where r.posts = 0 and r.day in (select admin_private.utc_day(d.created_at) from unnest(p_deltas) d);
  end if;

  insert into admin_private.post_places_by_day as r (day, province, city, posts)
  select admin_private.utc_day(d.created_at), coalesce(d.province_code, 'Unknown'), coalesce(initcap(nullif(btrim(d.city), '')), ''), sum(d.delta)
  from unnest(p_deltas) d
  group by 1, 2, 3
  having sum(d.delta) <> 0
  order by 1, 2, 3
  on conflict (day, province, city) do update set posts = r.posts + excluded.posts;
  if v_shrinks then
    delete from admin_private.post_places_by_day r
    where r.posts = 0 and r.day in (select admin_private.utc_day(d.created_at) from unnest(p_deltas) d);
  end if;
end;
$$;

-- Views, saves and offers: daily totals, and all-time saves and offers per post (reports only count as activity).
create function admin_private.apply_event_deltas(p_deltas admin_private.event_delta[])
returns void
language plpgsql
set search_path = ''
set plan_cache_mode = 'force_generic_plan'
as $$
declare
  v_shrinks boolean;
begin
  if cardinality(p_deltas) = 0 then
    return;
  end if;
  v_shrinks := exists (select 1 from unnest(p_deltas) d where d.delta < 0);
  insert into admin_private.events_by_day as r (kind, day, events)
  select d.kind, admin_private.utc_day(d.at), sum(d.delta)
  from unnest(p_deltas) d
  where d.kind in ('view', 'save', 'offer')
  group by 1, 2
  having sum(d.delta) <> 0
  order by 1, 2
  on conflict (kind, day) do update set events = r.events + excluded.events;
  if v_shrinks then
    delete from admin_private.events_by_day r
    where r.events = 0 and (r.kind, r.day) in (select d.kind, admin_private.utc_day(d.at) from unnest(p_deltas) d);
  end if;

  insert into admin_private.post_engagement as r (post_id, offers, saves)
  select d.post_id, coalesce(sum(d.delta) filter (where d.kind = 'offer'), 0), coalesce(sum(d.delta) filter (where d.kind = 'save'), 0)
  from unnest(p_deltas) d
  where d.kind in ('save', 'offer')
  group by d.post_id
  having coalesce(sum(d.delta) filter (where d.kind = 'offer'), 0) <> 0 or coalesce(sum(d.delta) filter (where d.kind = 'save'), 0) <> 0
  order by d.post_id
  on conflict (post_id) do update set offers = r.offers + excluded.offers, saves = r.saves + excluded.saves;
  if v_shrinks then
    delete from admin_private.post_engagement r
    where r.offers = 0 and r.saves = 0 and r.post_id in (select d.post_id from unnest(p_deltas) d);
  end if;
end;
$$;

-- Reports created, updated (status, resolved_at) or deleted: counts by reason, status and target, and resolutions.
create function admin_private.apply_report_deltas(p_deltas admin_private.report_delta[])
returns void
language plpgsql
set search_path = ''
set plan_cache_mode = 'force_generic_plan'
as $$
declare
  v_shrinks boolean;
begin
  if cardinality(p_deltas) = 0 then
    return;
  end if;
  v_shrinks := exists (select 1 from unnest(p_deltas) d where d.delta < 0);
  insert into admin_private.reports_by_day as r (day, dim, key, reports)
  select admin_private.utc_day(d.created_at), x.dim, x.key, sum(d.delta)
  from unnest(p_deltas) d
  cross join lateral (values ('reason', admin_private.report_reason(d.reason)), ('status', d.status), ('target', coalesce(d.target_type, 'post'))) as x (dim, key)
  group by 1, 2, 3
  having sum(d.delta) <> 0
  order by 1, 2, 3
  on conflict (day, dim, key) do update set reports = r.reports + excluded.reports;
  if v_shrinks then
    delete from admin_private.reports_by_day r
    where r.reports = 0 and r.day in (select admin_private.utc_day(d.created_at) from unnest(p_deltas) d);
  end if;

  insert into admin_private.report_resolutions_by_day as r (day, resolved_day, reports)
  select admin_private.utc_day(d.created_at), admin_private.utc_day(d.resolved_at), sum(d.delta)
  from unnest(p_deltas) d
  where d.resolved_at is not null
  group by 1, 2
  having sum(d.delta) <> 0
  order by 1, 2
  on conflict (day, resolved_day) do update set reports = r.reports + excluded.reports;
  if v_shrinks then
    delete from admin_private.report_resolutions_by_day r
    where r.reports = 0 and r.day in (select admin_private.utc_day(d.created_at) from unnest(p_deltas) d);
  end if;
end;
$$;

revoke execute on function admin_private.apply_report_deltas(admin_private.report_delta[]) from public;
revoke execute on function admin_private.apply_activity(admin_private.activity_delta[]) from public;
revoke execute on function admin_private.apply_post_deltas(admin_private.post_delta[]) from public;
revoke execute on function admin_private.apply_event_deltas(admin_private.event_delta[]) from public;
