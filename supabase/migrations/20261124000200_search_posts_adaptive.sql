-- search_posts, fifth version: the matching step measures how common the term is
-- (private.matching_post_ids, 20261124000000) instead of asking whether it is a known city name, so common
-- words ('condo', 'schools', 'bright condo') and partial words ('couver') no longer rank every match.
-- 1. Matches by prefix full-text query (title, place, description) or substring of the place text, ranked by text
--    rank, then newest.
-- 2. Nothing found: the closest known city names (trigram similarity over search_place_names, at most three, the term
--    itself excluded) are tried in turn; the first that finds posts is kept.
-- 3. Still nothing, and some word of the term matches no post at all (a misspelled street or name): trigram word
--    similarity over the place text of approved posts. When every word matches posts on its own, the words are
--    right and their combination has no listing; the fuzzy scan would only compare every post holding one of them
--    ('bright condo' took 9 s at 1,000,000 posts).
-- Card fields are computed for the rows returned only. SECURITY DEFINER: it reads approved posts whatever the
-- caller's policies cost (under RLS the enum filter is not leakproof and would keep the planner off the indexes).
create or replace function public.search_posts(search_term text)
returns table (id uuid, title text, price double precision, address text, "imageUrl" text)
language plpgsql
stable
security definer
set search_path = ''
set pg_trgm.similarity_threshold = 0.45
set pg_trgm.word_similarity_threshold = 0.5
-- The fuzzy step is planned with the term in hand.
set plan_cache_mode = 'force_custom_plan'
as $$
declare
  q text := btrim(regexp_replace(public.search_fold(left(search_term, 200)), '\s+', ' ', 'g'));
  ids uuid[];
  candidate text;
  word text;
  unknown_word boolean := false;
begin
  if q = '' then
    return;
  end if;
  if q ~ '^[a-z][0-9][a-z] ?[0-9][a-z][0-9]$' then
    q := replace(q, ' ', '');
  end if;

  ids := private.matching_post_ids(q);

  if cardinality(ids) = 0 then
    for candidate in
      select n.name
      from public.search_place_names n
      where n.name <> q and (n.name operator(extensions.%) q or q operator(extensions.<%) n.name)
      order by greatest(extensions.similarity(n.name, q), extensions.word_similarity(q, n.name)) desc, n.name
      limit 3
    loop
      ids := private.matching_post_ids(candidate);
      exit when cardinality(ids) > 0;
    end loop;
  end if;

  if cardinality(ids) = 0 then
    for word in select t from regexp_split_to_table(q, '[^a-z0-9]+') as t where t <> '' loop
      -- The same bounded matching as above (an EXISTS here would walk every post for an absent word); a one-word
      -- term has just been matched.
      unknown_word := word = q or cardinality(private.matching_post_ids(word)) = 0;
      exit when unknown_word;
    end loop;
  end if;

  if cardinality(ids) = 0 and unknown_word then
    select coalesce(array_agg(m.id order by m.score desc, m.created_at desc, m.id desc), '{}')
      into ids
      from (
        select p.id, p.created_at, extensions.word_similarity(q, p.search_text) as score
        from public.posts p
        where p.status = 'approved' and p.search_text operator(extensions.%>) q
        order by score desc, p.created_at desc
        limit 100
      ) m;
  end if;

  return query
    select p.id, p.title,
      public.listing_card_price(p.manual_price, p.listing_price),
      public.listing_card_address(p.street_address, p.city, p.province, p.postal_code, p.location),
      coalesce(p.og_image_url, p.additional_images[1])
    from unnest(ids) with ordinality as r(post_id, position)
    join public.posts p on p.id = r.post_id
    order by r.position;
end;
$$;

revoke execute on function public.search_posts(text) from public;
grant execute on function public.search_posts(text) to anon, authenticated, service_role;
