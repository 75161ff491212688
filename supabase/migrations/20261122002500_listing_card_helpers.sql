-- Shared pieces of the search/featured card (spec §3: id, title, imageUrl, price, address).
-- price: the member's manual price, else the listing price's whole dollars. A double so every client gets a JSON number.
create or replace function public.listing_card_price(manual_price numeric, listing_price text)
returns double precision
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    manual_price,
    nullif(regexp_replace(split_part(coalesce(listing_price, ''), '.', 1), '[^0-9]', '', 'g'), '')::numeric
  )::double precision;
$$;

-- address: street, city, province and postal code joined with commas, else the free-form location.
create or replace function public.listing_card_address(
  street_address text, city text, province text, postal_code text, location text
)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    nullif(concat_ws(', ', nullif(street_address, ''), nullif(city, ''), nullif(province, ''), nullif(postal_code, '')), ''),
    location
  );
$$;
