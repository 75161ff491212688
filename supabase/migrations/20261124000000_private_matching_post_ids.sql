-- The matching step of search_posts, sized by how common the term is (fifth version of the search).
--
-- At 1,000,000 posts the previous version ranked every match of any term that was not a known city name: 'condo'
-- (9% of posts) took 2.3 s, 'bright condo' 1.8 s, a partial word such as 'couver' as long. Ranking all matches is
-- right for rare terms (a postal code, a street) and wrong for common ones, where the newest-first walk of the
-- created_at index finds 100 matches at once; the walk in turn is the ORDER BY + LIMIT trap for rare terms (it
-- reads every post when nothing matches). Which one applies is not known from the term, so it is measured:
--
-- 1. Read the newest `sample` approved posts (1,000-5,000, a fiftieth of the table) through the created_at index,
--    keep the newest 100 that match. A term that fills them is common: rank those 100. Bounded: `sample` rows.
-- 2. Fewer than 100: `hits` of `sample` estimates how many posts match in all. Ranking them all costs about ten
--    times as much per post as walking past one (bitmap heap fetches against a filter on rows already read), so
--    when hits / sample * posts * 10 is below the walk's expected length, 100 * sample / hits, rank every match
--    through the GIN indexes; otherwise walk the newest posts further, three times the expected length (at most
--    200,000 rows), and rank the newest 100 matches found. Either way the work is bounded by the estimate.
--
-- The private schema keeps this step out of the Data API: only search_posts (SECURITY DEFINER) calls it.
create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

create or replace function private.matching_post_ids(term text)
returns uuid[]
language plpgsql
stable
set search_path = ''
-- Each statement is planned with its values (a generic plan would not see the LIMIT or the term's frequency).
set plan_cache_mode = 'force_custom_plan'
-- GIN collects a prefix term's postings ('condo:*') in a bitmap that turns lossy past work_mem, and a lossy bitmap
-- makes the heap recheck whole pages: 'bright condo' at 1,000,000 posts took 125 ms with the default 4MB, 62 ms here.
set work_mem = '16MB'
as $$
declare
  tsq tsquery;
  pattern text := '%' || replace(replace(replace(term, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  posts real;
  sample integer;
  hits integer;
  walk integer;
  walked integer;
  ids uuid[];
begin
  select to_tsquery('pg_catalog.simple'::regconfig, string_agg(t || ':*', ' & '))
    into tsq
    from regexp_split_to_table(term, '[^a-z0-9]+') as t
    where t <> '';

  select greatest(c.reltuples, 0) into posts from pg_catalog.pg_class c where c.oid = 'public.posts'::regclass;
  sample := least(5000, greatest(1000, (posts / 50)::integer));

  -- 1. The newest matches among the newest `sample` approved posts; then, for a term common enough (2b), the same
  -- walk further back, a bounded number of posts.
  walked := sample;
  loop
    select array_agg(m.id order by m.rank desc, m.created_at desc, m.id desc), count(*)
      into ids, hits
      from (
        select w.id, w.created_at, case when tsq is null then 0 else ts_rank(w.search_vector, tsq) end as rank
        from (
          select p.id, p.created_at, p.search_vector, p.search_text
          from public.posts p
          where p.status = 'approved'
          order by p.created_at desc
          limit walked
        ) w
        where (tsq is not null and w.search_vector @@ tsq) or w.search_text ilike pattern
        order by w.created_at desc
        limit 100
      ) m;
    if hits >= 100 or posts <= walked or walked > sample then
      return coalesce(ids, '{}');
    end if;
    walk := case when hits = 0 then null else ceil(100.0 * sample / hits)::integer end;
    exit when walk is null or hits::real / sample * posts * 10 < walk;
    walked := least(3 * walk, 200000); -- more than sample: walk > sample since hits < 100
  end loop;

  -- 2a. Rare: rank every match (GIN bitmap scans over the few posts that match).
  select array_agg(m.id order by m.rank desc, m.created_at desc, m.id desc)
    into ids
    from (
      select p.id, p.created_at, case when tsq is null then 0 else ts_rank(p.search_vector, tsq) end as rank
      from public.posts p
      where p.status = 'approved'
        and ((tsq is not null and p.search_vector @@ tsq) or p.search_text ilike pattern)
      order by rank desc, p.created_at desc
      limit 100
    ) m;
  return coalesce(ids, '{}');
end;
$$;

revoke execute on function private.matching_post_ids(text) from public, anon, authenticated;
