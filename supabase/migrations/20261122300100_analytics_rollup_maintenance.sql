-- Analytics rollups, part 2: applying changes. The statement triggers (20261122300200) turn each statement's
-- inserted, updated and deleted rows into +1/-1 facts and hand them to these functions, which add them to the
-- rollups. Counters change by deltas (safe under concurrency); activity days change under a per-entity lock.
-- Not SECURITY DEFINER: only the triggers (running as the owner) call them.

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

create type admin_private.event_delta as (row_id text, post_id uuid, member uuid, at timestamptz, delta integer);
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

-- One entity's event count on one day changes by p_delta. Returns the activity_spans changes when the day
-- becomes active or inactive (none otherwise).
create function admin_private.activity_day_change(p_kind text, p_entity uuid, p_day date, p_delta integer)
returns admin_private.span_delta[]
language plpgsql
set search_path = ''
as $$
declare
  v_before integer;
  v_after integer;
  v_prev date;
  v_next date;
  v_sign integer;
begin
  -- Lock the entity (and bump its version) before reading its days.
  insert into admin_private.activity_entities as e (kind, entity) values (p_kind, p_entity)
  on conflict (kind, entity) do update set version = e.version + 1;

  select a.events into v_before from admin_private.activity_days a where a.kind = p_kind and a.entity = p_entity and a.day = p_day;
  v_before := coalesce(v_before, 0);
  v_after := v_before + p_delta;
  if v_after < 0 then
    raise exception 'analytics rollup out of step: % % on % would have % events', p_kind, p_entity, p_day, v_after;
  end if;
  if v_before = 0 then
    insert into admin_private.activity_days (kind, entity, day, events) values (p_kind, p_entity, p_day, v_after);
  elsif v_after = 0 then
    delete from admin_private.activity_days a where a.kind = p_kind and a.entity = p_entity and a.day = p_day;
  else
    update admin_private.activity_days a set events = v_after where a.kind = p_kind and a.entity = p_entity and a.day = p_day;
  end if;
  if (v_before > 0) = (v_after > 0) then
    return '{}';
  end if;

  select max(a.day) into v_prev from admin_private.activity_days a where a.kind = p_kind and a.entity = p_entity and a.day < p_day;
  select min(a.day) into v_next from admin_private.activity_days a where a.kind = p_kind and a.entity = p_entity and a.day > p_day;
  v_next := coalesce(v_next, 'infinity'::date);
  if v_after = 0 and v_prev is null and v_next = 'infinity'::date then
    delete from admin_private.activity_entities e where e.kind = p_kind and e.entity = p_entity;
  end if;
  -- Becoming active splits the span prev -> next into prev -> day -> next; becoming inactive joins them.
  v_sign := case when v_after > 0 then 1 else -1 end;
  return array[row(p_kind, p_day, v_next, v_sign)::admin_private.span_delta]
    || case when v_prev is null then '{}'::admin_private.span_delta[] else array[
         row(p_kind, v_prev, v_next, -v_sign)::admin_private.span_delta,
         row(p_kind, v_prev, p_day, v_sign)::admin_private.span_delta] end;
end;
$$;

-- Applies activity changes: entities in a fixed order (kind, entity, day), then the span counters.
create function admin_private.apply_activity(p_deltas admin_private.activity_delta[])
returns void
language plpgsql
set search_path = ''
as $$
declare
  r record;
  v_spans admin_private.span_delta[] := '{}';
begin
  for r in
    select d.kind, d.entity, d.day, sum(d.delta)::integer as delta
    from unnest(p_deltas) d
    where d.entity is not null
    group by d.kind, d.entity, d.day
    having sum(d.delta) <> 0
    order by d.kind, d.entity, d.day
  loop
    v_spans := v_spans || admin_private.activity_day_change(r.kind, r.entity, r.day, r.delta);
  end loop;
  if cardinality(v_spans) = 0 then
    return;
  end if;
  insert into admin_private.activity_spans as s (kind, day, next_day, entities)
  select d.kind, d.day, d.next_day, sum(d.delta)
  from unnest(v_spans) d
  group by d.kind, d.day, d.next_day
  having sum(d.delta) <> 0
  order by d.kind, d.day, d.next_day
  on conflict (kind, day, next_day) do update set entities = s.entities + excluded.entities;
  delete from admin_private.activity_spans s
  where s.entities = 0 and (s.kind, s.day, s.next_day) in (select d.kind, d.day, d.next_day from unnest(v_spans) d);
end;
$$;

-- Posts created, updated or deleted: counts by category, status, price band and place, and the author's activity.
create function admin_private.apply_post_deltas(p_deltas admin_private.post_delta[])
returns void
language plpgsql
set search_path = ''
as $$
begin
  if cardinality(p_deltas) = 0 then
    return;
  end if;
  insert into admin_private.posts_by_day as r (day, dim, key, posts, featured)
  select admin_private.utc_day(d.created_at), x.dim, x.key, sum(d.delta), coalesce(sum(d.delta) filter (where d.is_featured), 0)
  from unnest(p_deltas) d
  cross join lateral (values ('category', d.category), ('status', d.status), ('band', admin_private.price_band(d.price_value))) as x (dim, key)
  group by 1, 2, 3
  having sum(d.delta) <> 0 or coalesce(sum(d.delta) filter (where d.is_featured), 0) <> 0
  order by 1, 2, 3
  on conflict (day, dim, key) do update set posts = r.posts + excluded.posts, featured = r.featured + excluded.featured;
  delete from admin_private.posts_by_day r
  where r.posts = 0 and r.day in (select admin_private.utc_day(d.created_at) from unnest(p_deltas) d);

  insert into admin_private.post_places_by_day as r (day, province, city, posts)
  select admin_private.utc_day(d.created_at), coalesce(d.province_code, 'Unknown'), coalesce(initcap(nullif(btrim(d.city), '')), ''), sum(d.delta)
  from unnest(p_deltas) d
  group by 1, 2, 3
  having sum(d.delta) <> 0
  order by 1, 2, 3
  on conflict (day, province, city) do update set posts = r.posts + excluded.posts;
  delete from admin_private.post_places_by_day r
  where r.posts = 0 and r.day in (select admin_private.utc_day(d.created_at) from unnest(p_deltas) d);

  perform admin_private.apply_activity(array(
    select row('member', d.user_id, admin_private.utc_day(d.created_at), d.delta)::admin_private.activity_delta from unnest(p_deltas) d
  ));
end;
$$;

-- Views, saves, offers ('view', 'save', 'offer') and reports ('report'): daily totals, the post's activity days,
-- all-time counts per post, and the member's activity (saves, offers and reports; not views).
create function admin_private.apply_event_deltas(p_kind text, p_deltas admin_private.event_delta[])
returns void
language plpgsql
set search_path = ''
as $$
begin
  if cardinality(p_deltas) = 0 then
    return;
  end if;
  if p_kind in ('view', 'save', 'offer') then
    insert into admin_private.events_by_day as r (kind, day, events)
    select p_kind, admin_private.utc_day(d.at), sum(d.delta)
    from unnest(p_deltas) d
    group by 2
    having sum(d.delta) <> 0
    order by 2
    on conflict (kind, day) do update set events = r.events + excluded.events;
    delete from admin_private.events_by_day r
    where r.kind = p_kind and r.events = 0 and r.day in (select admin_private.utc_day(d.at) from unnest(p_deltas) d);
  end if;

  if p_kind in ('save', 'offer') then
    insert into admin_private.post_engagement as r (post_id, offers, saves)
    select d.post_id,
           case when p_kind = 'offer' then sum(d.delta) else 0 end,
           case when p_kind = 'save' then sum(d.delta) else 0 end
    from unnest(p_deltas) d
    group by d.post_id
    having sum(d.delta) <> 0
    order by d.post_id
    on conflict (post_id) do update set offers = r.offers + excluded.offers, saves = r.saves + excluded.saves;
    delete from admin_private.post_engagement r
    where r.offers = 0 and r.saves = 0 and r.post_id in (select d.post_id from unnest(p_deltas) d);
  end if;

  perform admin_private.apply_activity(array(
    select row(p_kind, d.post_id, admin_private.utc_day(d.at), d.delta)::admin_private.activity_delta
    from unnest(p_deltas) d where p_kind in ('view', 'save', 'offer')
    union all
    select row('member', d.member, admin_private.utc_day(d.at), d.delta)::admin_private.activity_delta
    from unnest(p_deltas) d where p_kind in ('save', 'offer', 'report')
  ));
end;
$$;

-- Reports created, updated (status, resolved_at) or deleted: counts by reason, status and target, and resolutions.
create function admin_private.apply_report_deltas(p_deltas admin_private.report_delta[])
returns void
language plpgsql
set search_path = ''
as $$
begin
  if cardinality(p_deltas) = 0 then
    return;
  end if;
  insert into admin_private.reports_by_day as r (day, dim, key, reports)
  select admin_private.utc_day(d.created_at), x.dim, x.key, sum(d.delta)
  from unnest(p_deltas) d
  cross join lateral (values ('reason', admin_private.report_reason(d.reason)), ('status', d.status), ('target', coalesce(d.target_type, 'post'))) as x (dim, key)
  group by 1, 2, 3
  having sum(d.delta) <> 0
  order by 1, 2, 3
  on conflict (day, dim, key) do update set reports = r.reports + excluded.reports;
  delete from admin_private.reports_by_day r
  where r.reports = 0 and r.day in (select admin_private.utc_day(d.created_at) from unnest(p_deltas) d);

  insert into admin_private.report_resolutions_by_day as r (day, resolved_day, reports)
  select admin_private.utc_day(d.created_at), admin_private.utc_day(d.resolved_at), sum(d.delta)
  from unnest(p_deltas) d
  where d.resolved_at is not null
  group by 1, 2
  having sum(d.delta) <> 0
  order by 1, 2
  on conflict (day, resolved_day) do update set reports = r.reports + excluded.reports;
  delete from admin_private.report_resolutions_by_day r
  where r.reports = 0 and r.day in (select admin_private.utc_day(d.created_at) from unnest(p_deltas) d);
end;
$$;

revoke execute on function admin_private.apply_report_deltas(admin_private.report_delta[]) from public;
revoke execute on function admin_private.activity_day_change(text, uuid, date, integer) from public;
revoke execute on function admin_private.apply_activity(admin_private.activity_delta[]) from public;
revoke execute on function admin_private.apply_post_deltas(admin_private.post_delta[]) from public;
revoke execute on function admin_private.apply_event_deltas(text, admin_private.event_delta[]) from public;
