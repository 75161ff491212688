-- Analytics rollups (issue 7: every analytics RPC <= 200 ms at 100,000 posts). Per-UTC-day summaries kept exact
-- by statement triggers on the base tables (20261122300200), so the admin analytics functions read a few rows
-- per day instead of scanning posts, saves, offers and views. Private: the admin_private schema is not exposed,
-- row-level security is on with no policies, and no API role has any privilege on these tables.

-- Posts created per UTC day, counted by one dimension at a time (category, status or price band), with how many
-- of them are featured.
create table admin_private.posts_by_day (
  day date not null,
  dim text not null check (dim in ('category', 'status', 'band')),
  key text not null,
  posts integer not null,
  featured integer not null,
  primary key (day, dim, key)
);

-- Posts created per UTC day by province code ('Unknown' when none) and normalised city ('' when none).
create table admin_private.post_places_by_day (
  day date not null,
  province text not null,
  city text not null,
  posts integer not null,
  primary key (day, province, city)
);

-- Views, saves and offers per UTC day.
create table admin_private.events_by_day (
  kind text not null check (kind in ('view', 'save', 'offer')),
  day date not null,
  events bigint not null,
  primary key (kind, day)
);

-- Reports created per UTC day by one dimension at a time (normalised reason, status, target), and reports created
-- per day by the UTC day of their resolved_at (the "resolved" series).
create table admin_private.reports_by_day (
  day date not null,
  dim text not null check (dim in ('reason', 'status', 'target')),
  key text not null,
  reports integer not null,
  primary key (day, dim, key)
);

create table admin_private.report_resolutions_by_day (
  day date not null,
  resolved_day date not null,
  reports integer not null,
  primary key (day, resolved_day)
);

-- Distinct counts ("members active in a range", "posts with a save in a range") from activity days:
--   activity_days: the days on which an entity was active, with its number of events that day. Kinds: 'member'
--     (posts, saves, offers and reports by a member) and 'view', 'save', 'offer' (of a post).
--   activity_spans: for each active day, the entity's next active day ('infinity' when none), counted over
--     entities. An entity is active in the days [a, b) exactly when one of its active days d in [a, b) has its
--     next active day >= b, so the distinct count is a sum over those rows (at most days x days, not entities).
--   activity_entities: one row per entity, updated (locked) before its days change, so the changes of one
--     entity never interleave (and concurrent REPEATABLE READ writers get a serialization error). Never deleted:
--     a deleted row could be inserted again without a conflict, by a writer reading an older snapshot.
create table admin_private.activity_days (
  kind text not null check (kind in ('member', 'view', 'save', 'offer')),
  entity uuid not null,
  day date not null,
  events integer not null check (events > 0),
  primary key (kind, entity, day)
);

create table admin_private.activity_spans (
  kind text not null check (kind in ('member', 'view', 'save', 'offer')),
  day date not null,
  next_day date not null,
  entities integer not null,
  primary key (kind, day, next_day)
);

create table admin_private.activity_entities (
  kind text not null,
  entity uuid not null,
  version bigint not null default 0,
  primary key (kind, entity)
);

-- All-time saves and offers per post: an upper bound of any range's counts, so the conversion top ten can walk
-- posts in this order and stop early.
create table admin_private.post_engagement (
  post_id uuid primary key,
  offers integer not null,
  saves integer not null
);
create index post_engagement_rank_idx on admin_private.post_engagement (offers desc, saves desc, post_id);

do $$
declare
  t text;
begin
  foreach t in array array['posts_by_day', 'post_places_by_day', 'events_by_day', 'reports_by_day', 'report_resolutions_by_day', 'activity_days', 'activity_spans', 'activity_entities', 'post_engagement'] loop
    execute format('alter table admin_private.%I enable row level security', t);
    execute format('revoke all on admin_private.%I from public, anon, authenticated', t);
  end loop;
end;
$$;

-- The UTC calendar day of a timestamp (the rollups' day; inlinable: no SET clause, built-ins only).
create function admin_private.utc_day(p_at timestamptz)
returns date
language sql
immutable
as $$
  select (p_at at time zone 'UTC')::date;
$$;

-- Whether the session's time zone is UTC: the rollups' days are UTC days, so the analytics functions use them
-- only then and otherwise compute from the base tables (same answers, slower).
create function admin_private.session_is_utc()
returns boolean
language sql
stable
set search_path = ''
as $$
  select lower(pg_catalog.current_setting('TimeZone')) in (
    'utc', 'etc/utc', 'uct', 'etc/uct', 'gmt', 'etc/gmt', 'gmt0', 'etc/gmt0', 'gmt+0', 'etc/gmt+0', 'gmt-0', 'etc/gmt-0',
    'universal', 'etc/universal', 'zulu', 'etc/zulu', 'greenwich', 'etc/greenwich'
  );
$$;

revoke execute on function admin_private.utc_day(timestamptz) from public;
revoke execute on function admin_private.session_is_utc() from public;
