-- search_posts, third version: the 100 newest matches, then ranked. Ranking every match of a broad term
-- (Toronto: 5% of all posts) cost 1.7 s at 1,000,000 posts because every match had to be fetched and ranked.
-- Taking the newest 100 matches first lets the planner pick, from its estimates, either a walk down the
-- created_at index that stops after 100 matches (broad terms: cost independent of table size) or the GIN
-- bitmap scans (rare terms: postal codes, street names); the 100 are then ordered by text rank (or word
-- similarity for the fuzzy fallback), then newest. Same steps otherwise: exact matches, a corrected city name,
-- trigram word similarity. SECURITY DEFINER as in 20261122003400 (create or replace must say it again).
create or replace function public.search_posts(search_term text)
returns table (id uuid, title text, price double precision, address text, "imageUrl" text)
language plpgsql
stable
security definer
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
          p.location, coalesce(p.og_image_url, p.additional_images[1]) as image, p.created_at, p.search_vector
        from public.posts p
        where p.status = 'approved'
          and ((tsq is not null and p.search_vector @@ tsq)
            or p.search_text ilike '%' || replace(replace(replace(q, '\', '\\'), '%', '\%'), '_', '\_') || '%')
        order by p.created_at desc
        limit 100
      ) c
      order by (case when tsq is not null then ts_rank(c.search_vector, tsq) else 0 end) desc, c.created_at desc;
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
          p.location, coalesce(p.og_image_url, p.additional_images[1]) as image, p.created_at, p.search_text
        from public.posts p
        where p.status = 'approved' and p.search_text operator(extensions.%>) q
        order by p.created_at desc
        limit 100
      ) c
      order by extensions.word_similarity(q, c.search_text) desc, c.created_at desc;
  end if;
end;
$$;

revoke execute on function public.search_posts(text) from public;
grant execute on function public.search_posts(text) to anon, authenticated, service_role;
