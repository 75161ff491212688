-- search_posts(search_term): approved posts matching a place or words, best first, at most 100 (spec §2 Search, §7).
-- Accent- and case-insensitive (Montréal = montreal); postal codes with or without the space (M5V 2T6 = m5v2t6);
-- word prefixes (Toro -> Toronto) through prefix full-text queries; misspellings through trigram word similarity.
-- Every branch is served by a GIN index on approved posts. Runs as the caller, so row-level security applies.
create or replace function public.search_posts(search_term text)
returns table (id uuid, title text, price double precision, address text, "imageUrl" text)
language plpgsql
stable
set search_path = ''
-- Word similarity 0.5 (default 0.6) lets one missing or swapped letter through (Vancuver -> Vancouver).
set pg_trgm.word_similarity_threshold = 0.5
as $$
declare
  q text := btrim(regexp_replace(public.search_fold(left(search_term, 200)), '\s+', ' ', 'g'));
  tsq tsquery;
begin
  if q = '' then
    return;
  end if;
  -- A full Canadian postal code is stored without its space as well; search that form.
  if q ~ '^[a-z][0-9][a-z] ?[0-9][a-z][0-9]$' then
    q := replace(q, ' ', '');
  end if;
  select to_tsquery('pg_catalog.simple'::regconfig, string_agg(t || ':*', ' & '))
    into tsq
    from regexp_split_to_table(q, '[^a-z0-9]+') as t
    where t <> '';

  return query
    select
      p.id,
      p.title,
      public.listing_card_price(p.manual_price, p.listing_price),
      public.listing_card_address(p.street_address, p.city, p.province, p.postal_code, p.location),
      coalesce(p.og_image_url, p.additional_images[1])
    from public.posts p
    where p.status = 'approved'
      and (
        (tsq is not null and p.search_vector @@ tsq)
        or p.search_text ilike '%' || replace(replace(replace(q, '\', '\\'), '%', '\%'), '_', '\_') || '%'
        or p.search_text operator(extensions.%>) q
      )
    order by
      (case when tsq is not null then ts_rank(p.search_vector, tsq) else 0 end)
        + extensions.word_similarity(q, p.search_text) desc,
      p.created_at desc
    limit 100;
end;
$$;
