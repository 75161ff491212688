-- Analytics rollups, part 5: reading them. A range [p_from, p_to) splits into whole UTC days [lo, hi), read from
-- the rollups, and at most two partial days ([p_from, lo) and [hi, p_to)), read from the base tables.
-- The analytics functions run with plan_cache_mode = force_custom_plan: the range decides the plan (a partial day
-- is a few hundred rows, a year is not), and after five calls plpgsql would switch to a generic plan that reads,
-- for instance, every view of the year to count the featured posts' views.

-- The rollups answer in a UTC session for finite bounds; otherwise the *_scan functions do.
create function admin_private.rollups_usable(p_from timestamptz, p_to timestamptz)
returns boolean
language sql
stable
set search_path = ''
as $$
  select admin_private.session_is_utc() and p_from is not null and p_to is not null and isfinite(p_from) and isfinite(p_to);
$$;

-- The whole UTC days inside [p_from, p_to); none: lo = hi = p_to (so [p_from, lo) is the whole range).
create function admin_private.whole_days(p_from timestamptz, p_to timestamptz, out lo timestamptz, out hi timestamptz)
returns record
language sql
immutable
set search_path = ''
as $$
  select case when x.l < x.h then x.l else p_to end, case when x.l < x.h then x.h else p_to end
  from (select (admin_private.utc_day(p_from - interval '1 microsecond') + 1)::timestamp at time zone 'UTC' as l,
               admin_private.utc_day(p_to)::timestamp at time zone 'UTC' as h) x;
$$;

-- Entities of a kind active on at least one of the days [p_from, p_to): each counts once, on its last active day
-- before p_to.
create function admin_private.active_entities(p_kind text, p_from date, p_to date)
returns bigint
language sql
stable
set search_path = ''
as $$
  select coalesce(sum(s.entities), 0)::bigint
  from admin_private.activity_spans s
  where s.kind = p_kind and s.day >= p_from and s.day < p_to and s.next_day >= p_to;
$$;

-- Views, saves or offers ('view', 'save', 'offer') in [p_from, p_to).
create function admin_private.events_in(p_kind text, p_from timestamptz, p_to timestamptz)
returns bigint
language plpgsql
stable
set search_path = ''
as $$
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

-- Posts with at least one view, save or offer ('view', 'save', 'offer') in [p_from, p_to): those active on the
-- whole days, plus those seen only in the partial days.
create function admin_private.posts_active_in(p_kind text, p_from timestamptz, p_to timestamptz)
returns bigint
language plpgsql
stable
set search_path = ''
as $$
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

create type admin_private.ranked_post as (post_id uuid, offers bigint, saves bigint);

-- The conversion top ten in [p_from, p_to): posts by offers, then saves (descending), then id. With many events
-- in the range, walks posts by all-time offers and saves (an upper bound of the range's) and stops as soon as no
-- later post can enter the ten; past 400 posts, or with few events, counts the range's saves and offers instead.
create function admin_private.conversion_top_posts(p_from timestamptz, p_to timestamptz, p_events bigint)
returns setof admin_private.ranked_post
language plpgsql
stable
set search_path = ''
set plan_cache_mode = 'auto'
as $$
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

revoke execute on function admin_private.rollups_usable(timestamptz, timestamptz) from public;
revoke execute on function admin_private.whole_days(timestamptz, timestamptz) from public;
revoke execute on function admin_private.active_entities(text, date, date) from public;
revoke execute on function admin_private.events_in(text, timestamptz, timestamptz) from public;
revoke execute on function admin_private.posts_active_in(text, timestamptz, timestamptz) from public;
revoke execute on function admin_private.conversion_top_posts(timestamptz, timestamptz, bigint) from public;
