-- Analytics: daily rollups kept exact by statement triggers on the base tables, the readers behind the admin analytics
-- RPCs, and admin_private.analytics_rollup_drift() / analytics_rollups_rebuild() to compare with and refill from the
-- base tables (the *_expected views recompute each rollup from them). One generation: every reader answers from the
-- rollups (whole UTC days) plus the base rows of the partial days at either end of the range, and runs in UTC
-- whatever the session's time zone, so its days and periods are the rollups' days.
-- The triggers on the base tables are created here, at the end, and named in their tables' rooms:
--   posts (20261101000400_posts.sql), saved_listings, offers, reports, post_views (20261101000500_activity.sql).

CREATE TYPE admin_private.activity_delta AS (
	kind text,
	entity uuid,
	day date,
	delta integer
);

CREATE TYPE admin_private.event_delta AS (
	row_id text,
	kind text,
	post_id uuid,
	member uuid,
	at timestamp with time zone,
	delta integer
);

CREATE TYPE admin_private.post_delta AS (
	created_at timestamp with time zone,
	user_id uuid,
	category text,
	status text,
	price_value numeric,
	province_code text,
	city text,
	is_featured boolean,
	delta integer
);

CREATE TYPE admin_private.ranked_post AS (
	post_id uuid,
	offers bigint,
	saves bigint
);

CREATE TYPE admin_private.report_delta AS (
	row_id text,
	created_at timestamp with time zone,
	reason text,
	status text,
	target_type text,
	resolved_at timestamp with time zone,
	delta integer
);

CREATE TYPE admin_private.span_delta AS (
	kind text,
	day date,
	next_day date,
	delta integer
);

CREATE TABLE admin_private.activity_days (
    kind text NOT NULL,
    entity uuid NOT NULL,
    day date NOT NULL,
    events integer NOT NULL,
    CONSTRAINT activity_days_events_check CHECK ((events > 0)),
    CONSTRAINT activity_days_kind_check CHECK ((kind = ANY (ARRAY['member'::text, 'view'::text, 'save'::text, 'offer'::text]))),
    CONSTRAINT activity_days_pkey PRIMARY KEY (kind, entity, day)
);

CREATE TABLE admin_private.activity_entities (
    kind text NOT NULL,
    entity uuid NOT NULL,
    version bigint DEFAULT 0 NOT NULL,
    CONSTRAINT activity_entities_pkey PRIMARY KEY (kind, entity)
);

CREATE TABLE admin_private.activity_spans (
    kind text NOT NULL,
    day date NOT NULL,
    next_day date NOT NULL,
    entities integer NOT NULL,
    CONSTRAINT activity_spans_kind_check CHECK ((kind = ANY (ARRAY['member'::text, 'view'::text, 'save'::text, 'offer'::text]))),
    CONSTRAINT activity_spans_pkey PRIMARY KEY (kind, day, next_day)
);

CREATE TABLE admin_private.events_by_day (
    kind text NOT NULL,
    day date NOT NULL,
    events bigint NOT NULL,
    CONSTRAINT events_by_day_kind_check CHECK ((kind = ANY (ARRAY['view'::text, 'save'::text, 'offer'::text]))),
    CONSTRAINT events_by_day_pkey PRIMARY KEY (kind, day)
);

CREATE TABLE admin_private.post_engagement (
    post_id uuid NOT NULL,
    offers integer NOT NULL,
    saves integer NOT NULL,
    CONSTRAINT post_engagement_pkey PRIMARY KEY (post_id)
);

CREATE INDEX post_engagement_rank_idx ON admin_private.post_engagement USING btree (offers DESC, saves DESC, post_id);

CREATE TABLE admin_private.post_places_by_day (
    day date NOT NULL,
    province text NOT NULL,
    city text NOT NULL,
    posts integer NOT NULL,
    CONSTRAINT post_places_by_day_pkey PRIMARY KEY (day, province, city)
);

CREATE TABLE admin_private.posts_by_day (
    day date NOT NULL,
    dim text NOT NULL,
    key text NOT NULL,
    posts integer NOT NULL,
    featured integer NOT NULL,
    CONSTRAINT posts_by_day_dim_check CHECK ((dim = ANY (ARRAY['category'::text, 'status'::text, 'band'::text]))),
    CONSTRAINT posts_by_day_pkey PRIMARY KEY (day, dim, key)
);

CREATE TABLE admin_private.report_resolutions_by_day (
    day date NOT NULL,
    resolved_day date NOT NULL,
    reports integer NOT NULL,
    CONSTRAINT report_resolutions_by_day_pkey PRIMARY KEY (day, resolved_day)
);

CREATE TABLE admin_private.reports_by_day (
    day date NOT NULL,
    dim text NOT NULL,
    key text NOT NULL,
    reports integer NOT NULL,
    CONSTRAINT reports_by_day_dim_check CHECK ((dim = ANY (ARRAY['reason'::text, 'status'::text, 'target'::text]))),
    CONSTRAINT reports_by_day_pkey PRIMARY KEY (day, dim, key)
);

CREATE TABLE admin_private.rollup_queue (
    xact xid8 DEFAULT pg_current_xact_id() NOT NULL,
    post_deltas admin_private.post_delta[],
    event_deltas admin_private.event_delta[],
    report_deltas admin_private.report_delta[]
);

CREATE INDEX rollup_queue_xact_idx ON admin_private.rollup_queue USING btree (xact);

CREATE FUNCTION admin_private.active_entities(p_kind text, p_from date, p_to date) RETURNS bigint
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce(sum(s.entities), 0)::bigint
  from admin_private.activity_spans s
  where s.kind = p_kind and s.day >= p_from and s.day < p_to and s.next_day >= p_to;
$$;

CREATE FUNCTION admin_private.bucket_for(p_from timestamp with time zone, p_to timestamp with time zone) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case
    when p_to - p_from <= interval '92 days' then 'day'
    when p_to - p_from <= interval '731 days' then 'week'
    else 'month'
  end;
$$;

CREATE FUNCTION admin_private.price_band(p_value numeric) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select case
    when p_value is null or p_value <= 0 then 'Unknown'
    when p_value < 250000 then 'Under $250K'
    when p_value < 500000 then '$250K–$500K'
    when p_value < 1000000 then '$500K–$1M'
    when p_value < 2000000 then '$1M–$2M'
    else '$2M+'
  end;
$_$;

CREATE FUNCTION admin_private.report_reason(p_reason text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case when p_reason ilike 'other%' then 'Other' else coalesce(nullif(btrim(p_reason), ''), 'Unspecified') end;
$$;

CREATE FUNCTION admin_private.analytics_rollups_rebuild() RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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

CREATE FUNCTION admin_private.apply_activity(p_deltas admin_private.activity_delta[]) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    SET plan_cache_mode TO 'force_generic_plan'
    AS $$
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

CREATE FUNCTION admin_private.utc_day(p_at timestamp with time zone) RETURNS date
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select (p_at at time zone 'UTC')::date;
$$;

CREATE FUNCTION admin_private.apply_event_deltas(p_deltas admin_private.event_delta[]) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    SET plan_cache_mode TO 'force_generic_plan'
    AS $$
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

CREATE FUNCTION admin_private.apply_post_deltas(p_deltas admin_private.post_delta[]) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    SET plan_cache_mode TO 'force_generic_plan'
    AS $$
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

CREATE FUNCTION admin_private.apply_report_deltas(p_deltas admin_private.report_delta[]) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    SET plan_cache_mode TO 'force_generic_plan'
    AS $$
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

CREATE FUNCTION admin_private.apply_rollup_queue() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    SET plan_cache_mode TO 'force_generic_plan'
    AS $$
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

CREATE FUNCTION admin_private.conversion_top_posts(p_from timestamp with time zone, p_to timestamp with time zone, p_events bigint) RETURNS SETOF admin_private.ranked_post
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    SET plan_cache_mode TO 'auto'
    AS $$
declare
  r record;
  v_top admin_private.ranked_post[] := '{}';
  v_tenth admin_private.ranked_post;
  v_offers bigint;
  v_saves bigint;
  v_steps integer := 0;
begin
  if p_events > 5000 then
    for r in select e.post_id, e.offers, e.saves from admin_private.post_engagement e order by e.offers desc, e.saves desc, e.post_id loop
      if cardinality(v_top) = 10 then
        v_tenth := v_top[10];
        if r.offers < v_tenth.offers or (r.offers = v_tenth.offers and (r.saves < v_tenth.saves or (r.saves = v_tenth.saves and r.post_id > v_tenth.post_id))) then
          exit;
        end if;
      end if;
      v_steps := v_steps + 1;
      exit when v_steps > 400;
      select count(*) into v_offers from public.offers o where o.post_id = r.post_id and o.created_at >= p_from and o.created_at < p_to;
      select count(*) into v_saves from public.saved_listings s where s.post_id = r.post_id and s.created_at >= p_from and s.created_at < p_to;
      if v_offers + v_saves > 0 then
        v_top := array(select t from unnest(v_top || row(r.post_id, v_offers, v_saves)::admin_private.ranked_post) t
                       order by t.offers desc, t.saves desc, t.post_id limit 10);
      end if;
    end loop;
    if v_steps <= 400 then
      return query select * from unnest(v_top);
      return;
    end if;
  end if;
  return query
    select x.post_id, sum(x.offers)::bigint, sum(x.saves)::bigint
    from (
      select o.post_id, count(*) as offers, 0::bigint as saves from public.offers o where o.created_at >= p_from and o.created_at < p_to group by o.post_id
      union all
      select s.post_id, 0, count(*) from public.saved_listings s where s.created_at >= p_from and s.created_at < p_to group by s.post_id
    ) x
    group by x.post_id
    order by 2 desc, 3 desc, x.post_id
    limit 10;
end;
$$;

CREATE FUNCTION admin_private.whole_days(p_from timestamp with time zone, p_to timestamp with time zone, OUT lo timestamp with time zone, OUT hi timestamp with time zone) RETURNS record
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case when x.l < x.h then x.l else p_to end, case when x.l < x.h then x.h else p_to end
  from (select (admin_private.utc_day(p_from - interval '1 microsecond') + 1)::timestamp at time zone 'UTC' as l,
               admin_private.utc_day(p_to)::timestamp at time zone 'UTC' as h) x;
$$;

CREATE FUNCTION admin_private.events_in(p_kind text, p_from timestamp with time zone, p_to timestamp with time zone) RETURNS bigint
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  v_lo timestamptz;
  v_hi timestamptz;
  v_whole bigint;
  v_edges bigint;
begin
  select w.lo, w.hi into v_lo, v_hi from admin_private.whole_days(p_from, p_to) w;
  select coalesce(sum(r.events), 0) into v_whole from admin_private.events_by_day r
  where r.kind = p_kind and r.day >= admin_private.utc_day(v_lo) and r.day < admin_private.utc_day(v_hi);
  if p_kind = 'view' then
    select count(*) into v_edges from public.post_views v
    where (v.viewed_at >= p_from and v.viewed_at < v_lo) or (v.viewed_at >= v_hi and v.viewed_at < p_to);
  elsif p_kind = 'save' then
    select count(*) into v_edges from public.saved_listings s
    where (s.created_at >= p_from and s.created_at < v_lo) or (s.created_at >= v_hi and s.created_at < p_to);
  else
    select count(*) into v_edges from public.offers o
    where (o.created_at >= p_from and o.created_at < v_lo) or (o.created_at >= v_hi and o.created_at < p_to);
  end if;
  return v_whole + v_edges;
end;
$$;

CREATE FUNCTION admin_private.events_rollup() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

CREATE FUNCTION admin_private.posts_active_in(p_kind text, p_from timestamp with time zone, p_to timestamp with time zone) RETURNS bigint
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  v_lo timestamptz;
  v_hi timestamptz;
  v_edge uuid[];
begin
  select w.lo, w.hi into v_lo, v_hi from admin_private.whole_days(p_from, p_to) w;
  if p_kind = 'view' then
    v_edge := array(select v.post_id from public.post_views v
                    where (v.viewed_at >= p_from and v.viewed_at < v_lo) or (v.viewed_at >= v_hi and v.viewed_at < p_to));
  elsif p_kind = 'save' then
    v_edge := array(select s.post_id from public.saved_listings s
                    where (s.created_at >= p_from and s.created_at < v_lo) or (s.created_at >= v_hi and s.created_at < p_to));
  else
    v_edge := array(select o.post_id from public.offers o
                    where (o.created_at >= p_from and o.created_at < v_lo) or (o.created_at >= v_hi and o.created_at < p_to));
  end if;
  return admin_private.active_entities(p_kind, admin_private.utc_day(v_lo), admin_private.utc_day(v_hi))
    + (select count(*) from (select distinct e.id from unnest(v_edge) as e (id)) e
       where (select 1 from admin_private.activity_days a
              where a.kind = p_kind and a.entity = e.id and a.day >= admin_private.utc_day(v_lo) and a.day < admin_private.utc_day(v_hi) limit 1) is null);
end;
$$;

CREATE FUNCTION admin_private.posts_rollup() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

CREATE FUNCTION admin_private.reports_rollup() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

CREATE FUNCTION admin_private.rollups_after_truncate() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform admin_private.analytics_rollups_rebuild();
  return null;
end;
$$;

-- The analytics readers answer for a finite range only (an infinite one would make an endless series of periods).
CREATE FUNCTION admin_private.assert_finite_range(p_from timestamp with time zone, p_to timestamp with time zone) RETURNS void
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  if p_from is null or p_to is null or not isfinite(p_from) or not isfinite(p_to) then
    raise exception 'An analytics range needs a finite start and end.' using errcode = '22023';
  end if;
end;
$$;

CREATE FUNCTION private.analytics_conversion(p_from timestamp with time zone, p_to timestamp with time zone) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    SET "TimeZone" TO 'UTC'
    SET work_mem TO '64MB'
    SET plan_cache_mode TO 'force_custom_plan'
    AS $$
declare
  v_bucket text;
  v_step interval;
  v_lo timestamptz;
  v_hi timestamptz;
  v_result jsonb;
begin
  perform admin_private.assert_admin();
  perform admin_private.assert_finite_range(p_from, p_to);
  v_bucket := admin_private.bucket_for(p_from, p_to);
  v_step := ('1 ' || v_bucket)::interval;
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

CREATE FUNCTION public.analytics_conversion(p_from timestamp with time zone, p_to timestamp with time zone) RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select private.analytics_conversion(p_from, p_to);
$$;

CREATE FUNCTION private.analytics_featured(p_from timestamp with time zone, p_to timestamp with time zone) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    SET "TimeZone" TO 'UTC'
    SET work_mem TO '64MB'
    SET plan_cache_mode TO 'force_custom_plan'
    AS $$
declare
  v_result jsonb;
begin
  perform admin_private.assert_admin();
  perform admin_private.assert_finite_range(p_from, p_to);
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

CREATE FUNCTION public.analytics_featured(p_from timestamp with time zone, p_to timestamp with time zone) RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select private.analytics_featured(p_from, p_to);
$$;

CREATE FUNCTION private.analytics_geography(p_from timestamp with time zone, p_to timestamp with time zone) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    SET "TimeZone" TO 'UTC'
    SET work_mem TO '64MB'
    SET plan_cache_mode TO 'force_custom_plan'
    AS $$
declare
  v_lo timestamptz;
  v_hi timestamptz;
  v_result jsonb;
begin
  perform admin_private.assert_admin();
  perform admin_private.assert_finite_range(p_from, p_to);
  select w.lo, w.hi into v_lo, v_hi from admin_private.whole_days(p_from, p_to) w;
  with c as materialized (
    select x.province, x.city, sum(x.n) as n
    from (
      select r.province, r.city, r.posts::bigint as n from admin_private.post_places_by_day r
      where r.day >= admin_private.utc_day(v_lo) and r.day < admin_private.utc_day(v_hi)
      union all
      select coalesce(p.province_code, 'Unknown'), coalesce(initcap(nullif(btrim(p.city), '')), ''), 1
      from public.posts p
      where (p.created_at >= p_from and p.created_at < v_lo) or (p.created_at >= v_hi and p.created_at < p_to)
    ) x
    group by x.province, x.city
  ),
  cities as (select c.city, c.province, c.n from c where c.city <> '')
  select jsonb_build_object(
    'total', (select coalesce(sum(c.n), 0) from c),
    'by_province', coalesce((
      select jsonb_agg(jsonb_build_object('key', x.province, 'count', x.n) order by x.n desc, x.province)
      from (select c.province, sum(c.n) as n from c group by c.province) x
    ), '[]'::jsonb),
    'top_cities', coalesce((
      select jsonb_agg(jsonb_build_object('city', x.city, 'province', x.province, 'count', x.n) order by x.n desc, x.city, x.province)
      from (select ci.city, ci.province, ci.n from cities ci order by ci.n desc, ci.city, ci.province limit 25) x
    ), '[]'::jsonb)
  ) into v_result;
  return v_result;
end;
$$;

CREATE FUNCTION public.analytics_geography(p_from timestamp with time zone, p_to timestamp with time zone) RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select private.analytics_geography(p_from, p_to);
$$;

CREATE FUNCTION private.analytics_listings(p_from timestamp with time zone, p_to timestamp with time zone) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    SET "TimeZone" TO 'UTC'
    SET work_mem TO '64MB'
    SET plan_cache_mode TO 'force_custom_plan'
    AS $$
declare
  v_bucket text;
  v_step interval;
  v_lo timestamptz;
  v_hi timestamptz;
  v_result jsonb;
begin
  perform admin_private.assert_admin();
  perform admin_private.assert_finite_range(p_from, p_to);
  v_bucket := admin_private.bucket_for(p_from, p_to);
  v_step := ('1 ' || v_bucket)::interval;
  select w.lo, w.hi into v_lo, v_hi from admin_private.whole_days(p_from, p_to) w;
  with edge as materialized (
    select p.created_at, p.category::text as category, p.status::text as status, admin_private.price_band(p.price_value) as band,
           coalesce(p.province_code, 'Unknown') as province, p.is_featured
    from public.posts p
    where (p.created_at >= p_from and p.created_at < v_lo) or (p.created_at >= v_hi and p.created_at < p_to)
  ),
  facts as materialized (
    select date_trunc(v_bucket, r.day::timestamp at time zone 'UTC') as period, r.dim, r.key, r.posts::bigint as n, r.featured::bigint as featured
    from admin_private.posts_by_day r
    where r.day >= admin_private.utc_day(v_lo) and r.day < admin_private.utc_day(v_hi)
    union all
    select date_trunc(v_bucket, e.created_at), x.dim, x.key, 1, case when e.is_featured then 1 else 0 end
    from edge e cross join lateral (values ('category', e.category), ('status', e.status), ('band', e.band)) as x (dim, key)
  ),
  grouped as (select f.dim, f.key, sum(f.n) as n from facts f group by f.dim, f.key),
  provinces as (
    select x.province, sum(x.n) as n
    from (
      select r.province, r.posts::bigint as n from admin_private.post_places_by_day r
      where r.day >= admin_private.utc_day(v_lo) and r.day < admin_private.utc_day(v_hi)
      union all
      select e.province, 1 from edge e
    ) x
    group by x.province
  ),
  created as (select f.period, sum(f.n) as n from facts f where f.dim = 'category' group by f.period),
  periods as (
    select g as period from generate_series(date_trunc(v_bucket, p_from), p_to - interval '1 microsecond', v_step) g
  )
  select jsonb_build_object(
    'bucket', v_bucket,
    'totals', jsonb_build_object(
      'posts', (select coalesce(sum(f.n), 0) from facts f where f.dim = 'category'),
      'featured', (select coalesce(sum(f.featured), 0) from facts f where f.dim = 'category')
    ),
    'by_category', coalesce((select jsonb_agg(jsonb_build_object('key', g.key, 'count', g.n) order by g.n desc, g.key) from grouped g where g.dim = 'category'), '[]'::jsonb),
    'by_status', coalesce((select jsonb_agg(jsonb_build_object('key', g.key, 'count', g.n) order by g.n desc, g.key) from grouped g where g.dim = 'status'), '[]'::jsonb),
    'by_province', coalesce((select jsonb_agg(jsonb_build_object('key', x.province, 'count', x.n) order by x.n desc, x.province) from provinces x), '[]'::jsonb),
    'by_price_band', coalesce((select jsonb_agg(jsonb_build_object('key', g.key, 'count', g.n) order by g.n desc, g.key) from grouped g where g.dim = 'band'), '[]'::jsonb),
    'series', coalesce((
      select jsonb_agg(jsonb_build_object('period', pe.period, 'posts', coalesce(c.n, 0)) order by pe.period)
      from periods pe left join created c on c.period = pe.period
    ), '[]'::jsonb)
  ) into v_result;
  return v_result;
end;
$$;

CREATE FUNCTION public.analytics_listings(p_from timestamp with time zone, p_to timestamp with time zone) RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select private.analytics_listings(p_from, p_to);
$$;

CREATE FUNCTION private.analytics_reports(p_from timestamp with time zone, p_to timestamp with time zone) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    SET "TimeZone" TO 'UTC'
    SET work_mem TO '64MB'
    SET plan_cache_mode TO 'force_custom_plan'
    AS $$
declare
  v_bucket text;
  v_step interval;
  v_lo timestamptz;
  v_hi timestamptz;
  v_result jsonb;
begin
  perform admin_private.assert_admin();
  perform admin_private.assert_finite_range(p_from, p_to);
  v_bucket := admin_private.bucket_for(p_from, p_to);
  v_step := ('1 ' || v_bucket)::interval;
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

CREATE FUNCTION public.analytics_reports(p_from timestamp with time zone, p_to timestamp with time zone) RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select private.analytics_reports(p_from, p_to);
$$;

CREATE FUNCTION private.analytics_user_engagement(p_from timestamp with time zone, p_to timestamp with time zone) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    SET "TimeZone" TO 'UTC'
    SET work_mem TO '64MB'
    SET plan_cache_mode TO 'force_custom_plan'
    AS $$
declare
  v_bucket text;
  v_step interval;
  v_lo timestamptz;
  v_hi timestamptz;
  v_result jsonb;
begin
  perform admin_private.assert_admin();
  perform admin_private.assert_finite_range(p_from, p_to);
  v_bucket := admin_private.bucket_for(p_from, p_to);
  v_step := ('1 ' || v_bucket)::interval;
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

CREATE FUNCTION public.analytics_user_engagement(p_from timestamp with time zone, p_to timestamp with time zone) RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select private.analytics_user_engagement(p_from, p_to);
$$;

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

create view admin_private.events_by_day_expected as
  select 'view'::text as kind, admin_private.utc_day(v.viewed_at) as day, count(*) as events from public.post_views v group by 2
  union all
  select 'save', admin_private.utc_day(s.created_at), count(*) from public.saved_listings s group by 2
  union all
  select 'offer', admin_private.utc_day(o.created_at), count(*) from public.offers o group by 2;

create view admin_private.post_engagement_expected as
  select x.post_id, sum(x.offers)::integer as offers, sum(x.saves)::integer as saves
  from (
    select o.post_id, 1 as offers, 0 as saves from public.offers o
    union all select s.post_id, 0, 1 from public.saved_listings s
  ) x
  group by 1;

create view admin_private.post_places_by_day_expected as
  select admin_private.utc_day(p.created_at) as day, coalesce(p.province_code, 'Unknown') as province,
         coalesce(initcap(nullif(btrim(p.city), '')), '') as city, count(*)::integer as posts
  from public.posts p
  group by 1, 2, 3;

create view admin_private.posts_by_day_expected as
  select admin_private.utc_day(p.created_at) as day, x.dim, x.key,
         count(*)::integer as posts, (count(*) filter (where p.is_featured))::integer as featured
  from public.posts p
  cross join lateral (values ('category', p.category::text), ('status', p.status::text), ('band', admin_private.price_band(p.price_value))) as x (dim, key)
  group by 1, 2, 3;

create view admin_private.report_resolutions_by_day_expected as
  select admin_private.utc_day(r.created_at) as day, admin_private.utc_day(r.resolved_at) as resolved_day, count(*)::integer as reports
  from public.reports r
  where r.resolved_at is not null
  group by 1, 2;

create view admin_private.reports_by_day_expected as
  select admin_private.utc_day(r.created_at) as day, x.dim, x.key, count(*)::integer as reports
  from public.reports r
  cross join lateral (values ('reason', admin_private.report_reason(r.reason)), ('status', r.status::text), ('target', coalesce(r.target_type::text, 'post'))) as x (dim, key)
  group by 1, 2, 3;

CREATE FUNCTION admin_private.analytics_rollup_drift() RETURNS TABLE(rollup text, side text, row_text text)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
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

CREATE CONSTRAINT TRIGGER rollup_queue_apply AFTER INSERT ON admin_private.rollup_queue DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION admin_private.apply_rollup_queue();

CREATE TRIGGER offers_rollup_delete AFTER DELETE ON public.offers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_private.events_rollup();

CREATE TRIGGER offers_rollup_insert AFTER INSERT ON public.offers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_private.events_rollup();

CREATE TRIGGER offers_rollup_truncate AFTER TRUNCATE ON public.offers FOR EACH STATEMENT EXECUTE FUNCTION admin_private.rollups_after_truncate();

CREATE TRIGGER offers_rollup_update AFTER UPDATE ON public.offers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_private.events_rollup();

CREATE TRIGGER post_views_rollup_delete AFTER DELETE ON public.post_views REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_private.events_rollup();

CREATE TRIGGER post_views_rollup_insert AFTER INSERT ON public.post_views REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_private.events_rollup();

CREATE TRIGGER post_views_rollup_truncate AFTER TRUNCATE ON public.post_views FOR EACH STATEMENT EXECUTE FUNCTION admin_private.rollups_after_truncate();

CREATE TRIGGER post_views_rollup_update AFTER UPDATE ON public.post_views REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_private.events_rollup();

CREATE TRIGGER posts_rollup_delete AFTER DELETE ON public.posts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_private.posts_rollup();

CREATE TRIGGER posts_rollup_insert AFTER INSERT ON public.posts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_private.posts_rollup();

CREATE TRIGGER posts_rollup_truncate AFTER TRUNCATE ON public.posts FOR EACH STATEMENT EXECUTE FUNCTION admin_private.rollups_after_truncate();

CREATE TRIGGER posts_rollup_update AFTER UPDATE ON public.posts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_private.posts_rollup();

CREATE TRIGGER reports_counts_rollup_delete AFTER DELETE ON public.reports REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_private.reports_rollup();

CREATE TRIGGER reports_counts_rollup_insert AFTER INSERT ON public.reports REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_private.reports_rollup();

CREATE TRIGGER reports_counts_rollup_update AFTER UPDATE ON public.reports REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_private.reports_rollup();

CREATE TRIGGER reports_rollup_delete AFTER DELETE ON public.reports REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_private.events_rollup();

CREATE TRIGGER reports_rollup_insert AFTER INSERT ON public.reports REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_private.events_rollup();

CREATE TRIGGER reports_rollup_truncate AFTER TRUNCATE ON public.reports FOR EACH STATEMENT EXECUTE FUNCTION admin_private.rollups_after_truncate();

CREATE TRIGGER reports_rollup_update AFTER UPDATE ON public.reports REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_private.events_rollup();

CREATE TRIGGER saved_listings_rollup_delete AFTER DELETE ON public.saved_listings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_private.events_rollup();

CREATE TRIGGER saved_listings_rollup_insert AFTER INSERT ON public.saved_listings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_private.events_rollup();

CREATE TRIGGER saved_listings_rollup_truncate AFTER TRUNCATE ON public.saved_listings FOR EACH STATEMENT EXECUTE FUNCTION admin_private.rollups_after_truncate();

CREATE TRIGGER saved_listings_rollup_update AFTER UPDATE ON public.saved_listings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_private.events_rollup();

ALTER TABLE admin_private.activity_days ENABLE ROW LEVEL SECURITY;

ALTER TABLE admin_private.activity_entities ENABLE ROW LEVEL SECURITY;

ALTER TABLE admin_private.activity_spans ENABLE ROW LEVEL SECURITY;

ALTER TABLE admin_private.events_by_day ENABLE ROW LEVEL SECURITY;

ALTER TABLE admin_private.post_engagement ENABLE ROW LEVEL SECURITY;

ALTER TABLE admin_private.post_places_by_day ENABLE ROW LEVEL SECURITY;

ALTER TABLE admin_private.posts_by_day ENABLE ROW LEVEL SECURITY;

ALTER TABLE admin_private.report_resolutions_by_day ENABLE ROW LEVEL SECURITY;

ALTER TABLE admin_private.reports_by_day ENABLE ROW LEVEL SECURITY;

ALTER TABLE admin_private.rollup_queue ENABLE ROW LEVEL SECURITY;

REVOKE ALL ON FUNCTION admin_private.active_entities(p_kind text, p_from date, p_to date) FROM PUBLIC;

REVOKE ALL ON FUNCTION admin_private.assert_finite_range(p_from timestamp with time zone, p_to timestamp with time zone) FROM PUBLIC;

REVOKE ALL ON FUNCTION admin_private.analytics_rollup_drift() FROM PUBLIC;

REVOKE ALL ON FUNCTION admin_private.analytics_rollups_rebuild() FROM PUBLIC;

REVOKE ALL ON FUNCTION admin_private.apply_activity(p_deltas admin_private.activity_delta[]) FROM PUBLIC;

REVOKE ALL ON FUNCTION admin_private.apply_event_deltas(p_deltas admin_private.event_delta[]) FROM PUBLIC;

REVOKE ALL ON FUNCTION admin_private.apply_post_deltas(p_deltas admin_private.post_delta[]) FROM PUBLIC;

REVOKE ALL ON FUNCTION admin_private.apply_report_deltas(p_deltas admin_private.report_delta[]) FROM PUBLIC;

REVOKE ALL ON FUNCTION admin_private.apply_rollup_queue() FROM PUBLIC;

REVOKE ALL ON FUNCTION admin_private.conversion_top_posts(p_from timestamp with time zone, p_to timestamp with time zone, p_events bigint) FROM PUBLIC;

REVOKE ALL ON FUNCTION admin_private.events_in(p_kind text, p_from timestamp with time zone, p_to timestamp with time zone) FROM PUBLIC;

REVOKE ALL ON FUNCTION admin_private.events_rollup() FROM PUBLIC;

REVOKE ALL ON FUNCTION admin_private.posts_active_in(p_kind text, p_from timestamp with time zone, p_to timestamp with time zone) FROM PUBLIC;

REVOKE ALL ON FUNCTION admin_private.posts_rollup() FROM PUBLIC;

REVOKE ALL ON FUNCTION admin_private.reports_rollup() FROM PUBLIC;

REVOKE ALL ON FUNCTION admin_private.rollups_after_truncate() FROM PUBLIC;


REVOKE ALL ON FUNCTION admin_private.utc_day(p_at timestamp with time zone) FROM PUBLIC;

REVOKE ALL ON FUNCTION admin_private.whole_days(p_from timestamp with time zone, p_to timestamp with time zone, OUT lo timestamp with time zone, OUT hi timestamp with time zone) FROM PUBLIC;

REVOKE ALL ON FUNCTION public.analytics_conversion(p_from timestamp with time zone, p_to timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.analytics_conversion(p_from timestamp with time zone, p_to timestamp with time zone) TO authenticated;
GRANT ALL ON FUNCTION public.analytics_conversion(p_from timestamp with time zone, p_to timestamp with time zone) TO service_role;

REVOKE ALL ON FUNCTION private.analytics_conversion(p_from timestamp with time zone, p_to timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION private.analytics_conversion(p_from timestamp with time zone, p_to timestamp with time zone) TO authenticated;
GRANT ALL ON FUNCTION private.analytics_conversion(p_from timestamp with time zone, p_to timestamp with time zone) TO service_role;

REVOKE ALL ON FUNCTION public.analytics_featured(p_from timestamp with time zone, p_to timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.analytics_featured(p_from timestamp with time zone, p_to timestamp with time zone) TO authenticated;
GRANT ALL ON FUNCTION public.analytics_featured(p_from timestamp with time zone, p_to timestamp with time zone) TO service_role;

REVOKE ALL ON FUNCTION private.analytics_featured(p_from timestamp with time zone, p_to timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION private.analytics_featured(p_from timestamp with time zone, p_to timestamp with time zone) TO authenticated;
GRANT ALL ON FUNCTION private.analytics_featured(p_from timestamp with time zone, p_to timestamp with time zone) TO service_role;

REVOKE ALL ON FUNCTION public.analytics_geography(p_from timestamp with time zone, p_to timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.analytics_geography(p_from timestamp with time zone, p_to timestamp with time zone) TO authenticated;
GRANT ALL ON FUNCTION public.analytics_geography(p_from timestamp with time zone, p_to timestamp with time zone) TO service_role;

REVOKE ALL ON FUNCTION private.analytics_geography(p_from timestamp with time zone, p_to timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION private.analytics_geography(p_from timestamp with time zone, p_to timestamp with time zone) TO authenticated;
GRANT ALL ON FUNCTION private.analytics_geography(p_from timestamp with time zone, p_to timestamp with time zone) TO service_role;

REVOKE ALL ON FUNCTION public.analytics_listings(p_from timestamp with time zone, p_to timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.analytics_listings(p_from timestamp with time zone, p_to timestamp with time zone) TO authenticated;
GRANT ALL ON FUNCTION public.analytics_listings(p_from timestamp with time zone, p_to timestamp with time zone) TO service_role;

REVOKE ALL ON FUNCTION private.analytics_listings(p_from timestamp with time zone, p_to timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION private.analytics_listings(p_from timestamp with time zone, p_to timestamp with time zone) TO authenticated;
GRANT ALL ON FUNCTION private.analytics_listings(p_from timestamp with time zone, p_to timestamp with time zone) TO service_role;

REVOKE ALL ON FUNCTION public.analytics_reports(p_from timestamp with time zone, p_to timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.analytics_reports(p_from timestamp with time zone, p_to timestamp with time zone) TO authenticated;
GRANT ALL ON FUNCTION public.analytics_reports(p_from timestamp with time zone, p_to timestamp with time zone) TO service_role;

REVOKE ALL ON FUNCTION private.analytics_reports(p_from timestamp with time zone, p_to timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION private.analytics_reports(p_from timestamp with time zone, p_to timestamp with time zone) TO authenticated;
GRANT ALL ON FUNCTION private.analytics_reports(p_from timestamp with time zone, p_to timestamp with time zone) TO service_role;

REVOKE ALL ON FUNCTION public.analytics_user_engagement(p_from timestamp with time zone, p_to timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.analytics_user_engagement(p_from timestamp with time zone, p_to timestamp with time zone) TO authenticated;
GRANT ALL ON FUNCTION public.analytics_user_engagement(p_from timestamp with time zone, p_to timestamp with time zone) TO service_role;

REVOKE ALL ON FUNCTION private.analytics_user_engagement(p_from timestamp with time zone, p_to timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION private.analytics_user_engagement(p_from timestamp with time zone, p_to timestamp with time zone) TO authenticated;
GRANT ALL ON FUNCTION private.analytics_user_engagement(p_from timestamp with time zone, p_to timestamp with time zone) TO service_role;
