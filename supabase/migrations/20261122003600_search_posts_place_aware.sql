-- search_posts, fourth version. At 1,000,000 posts the "newest 100 matches" query of the previous version fell into
-- the ORDER BY + LIMIT trap for rare or absent terms (postal code, misspelled city): the planner walked the
-- created_at index expecting matches soon and scanned every post (4.4 s). Now only a term that is a known city
-- name (search_place_names, i.e. many posts) takes the newest-first walk; every other term ranks all its matches,
-- which the GIN bitmap scans find cheaply because such terms are rare. SECURITY DEFINER as before.
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
  is_place boolean;
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

    -- A known city name matches many posts: take the newest 100 (index walk that stops early), then rank.
    -- Anything else is usually rare (postal code, street, misspelling): rank every match (GIN bitmap scans;
    -- ordering by rank keeps the planner off the created_at index, which would scan everything when nothing matches).
    is_place := exists (select 1 from public.search_place_names n where n.name = q);
    if is_place then
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
    else
      return query
        select c.id, c.title,
          public.listing_card_price(c.manual_price, c.listing_price),
          public.listing_card_address(c.street_address, c.city, c.province, c.postal_code, c.location),
          c.image
        from (
          select p.id, p.title, p.manual_price, p.listing_price, p.street_address, p.city, p.province, p.postal_code,
            p.location, coalesce(p.og_image_url, p.additional_images[1]) as image, p.created_at, p.search_vector,
            (case when tsq is not null then ts_rank(p.search_vector, tsq) else 0 end) as rank
          from public.posts p
          where p.status = 'approved'
            and ((tsq is not null and p.search_vector @@ tsq)
              or p.search_text ilike '%' || replace(replace(replace(q, '\', '\\'), '%', '\%'), '_', '\_') || '%')
          order by rank desc, p.created_at desc
          limit 100
        ) c
        order by c.rank desc, c.created_at desc;
    end if;
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
        order by extensions.word_similarity(q, p.search_text) desc, p.created_at desc
        limit 100
      ) c
      order by extensions.word_similarity(q, c.search_text) desc, c.created_at desc;
  end if;
end;
$$;

revoke execute on function public.search_posts(text) from public;
grant execute on function public.search_posts(text) to anon, authenticated, service_role;
