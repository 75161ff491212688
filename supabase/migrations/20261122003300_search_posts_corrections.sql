-- search_posts, second version: index-only candidate sets and a "did you mean" step for misspelled cities.
-- 1. Matches by prefix full-text query (title, place, description) or substring of the place text (GIN indexes),
--    ranked by text rank, then newest.
-- 2. Nothing found: the closest known city name (trigram similarity over search_place_names) replaces the word
--    that is closest to it, and step 1 runs again.
-- 3. Still nothing: trigram word similarity over the place text of approved posts.
-- Card fields are computed for the 100 rows returned only (the helpers carry a SET clause, so they are not inlined).
create or replace function public.search_posts(search_term text)
returns table (id uuid, title text, price double precision, address text, "imageUrl" text)
language plpgsql
stable
set search_path = ''
set pg_trgm.similarity_threshold = 0.45
set pg_trgm.word_similarity_threshold = 0.5
as $$
declare
  q text := btrim(regexp_replace(public.search_fold(left(search_term, 200)), '\s+', ' ', 'g'));
  attempt integer;
  tsq tsquery;
  corrected text;
  found_any boolean := false;
begin
  if q = '' then
    return;
  end if;
  if q ~ '^[a-z][0-9][a-z] ?[0-9][a-z][0-9]$' then
    q := replace(q, ' ', '');
  end if;

  for attempt in 1..2 loop
    select to_tsquery('pg_catalog.simple'::regconfig, string_agg(t || ':*', ' & '))
      into tsq
      from regexp_split_to_table(q, '[^a-z0-9]+') as t
      where t <> '';

    return query
      select c.id, c.title,
        public.listing_card_price(c.manual_price, c.listing_price),
        public.listing_card_address(c.street_address, c.city, c.province, c.postal_code, c.location),
        c.image
      from (
        select p.id, p.title, p.manual_price, p.listing_price, p.street_address, p.city, p.province, p.postal_code,
          p.location, coalesce(p.og_image_url, p.additional_images[1]) as image, p.created_at,
          (case when tsq is not null then ts_rank(p.search_vector, tsq) else 0 end) as rank
        from public.posts p
        where p.status = 'approved'
          and ((tsq is not null and p.search_vector @@ tsq)
            or p.search_text ilike '%' || replace(replace(replace(q, '\', '\\'), '%', '\%'), '_', '\_') || '%')
        order by rank desc, p.created_at desc
        limit 100
      ) c
      order by c.rank desc, c.created_at desc;
    found_any := found;
    exit when found_any or attempt = 2;

    select n.name into corrected
      from public.search_place_names n
      where n.name operator(extensions.%) q or q operator(extensions.<%) n.name
      order by greatest(extensions.similarity(n.name, q), extensions.word_similarity(q, n.name)) desc, n.name
      limit 1;
    exit when corrected is null;
    q := corrected;
  end loop;

  if not found_any then
    return query
      select c.id, c.title,
        public.listing_card_price(c.manual_price, c.listing_price),
        public.listing_card_address(c.street_address, c.city, c.province, c.postal_code, c.location),
        c.image
      from (
        select p.id, p.title, p.manual_price, p.listing_price, p.street_address, p.city, p.province, p.postal_code,
          p.location, coalesce(p.og_image_url, p.additional_images[1]) as image, p.created_at,
          extensions.word_similarity(q, p.search_text) as rank
        from public.posts p
        where p.status = 'approved' and p.search_text operator(extensions.%>) q
        order by rank desc, p.created_at desc
        limit 100
      ) c
      order by c.rank desc, c.created_at desc;
  end if;
end;
$$;
