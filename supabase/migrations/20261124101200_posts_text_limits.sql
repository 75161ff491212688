-- Length limits on the post columns members write (spec §5 and §9 where they set one: content 2000, already
-- checked; elsewhere generous: 200 for short fields, 300 for titles and addresses, 2048 for the listing URL, 8192
-- for image URLs, which may be data: URLs (the demo seeder inlines its SVG pictures, up to ~3.6 KB)). Mirrored in
-- src/shared/validation/text-limits.ts; the link extractor clips its output to fit, so the composer's own inserts
-- always do. A longer value is refused with 23514 (HTTP 400).
-- additional_images: at most 30 (20261122001400; 10 per drop, several drops), each an image URL of at most 8192.

-- text_items_fit(items, max_length): no element is null or longer than max_length. Used by a check constraint, so
-- the roles that write posts may execute it; it sits in the private schema, out of the Data API's reach.
create function private.text_items_fit(items text[], max_length integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select not exists (select 1 from unnest(items) as i(item) where i.item is null or char_length(i.item) > max_length);
$$;

revoke execute on function private.text_items_fit(text[], integer) from public, anon;
grant execute on function private.text_items_fit(text[], integer) to authenticated, service_role;

alter table public.posts
  add constraint posts_url_length check (char_length(url) <= 2048),
  add constraint posts_title_length check (char_length(title) <= 300),
  add constraint posts_og_image_url_length check (char_length(og_image_url) <= 8192),
  add constraint posts_listing_price_length check (char_length(listing_price) <= 200),
  add constraint posts_property_type_length check (char_length(property_type) <= 200),
  add constraint posts_location_length check (char_length(location) <= 300),
  add constraint posts_bedrooms_length check (char_length(bedrooms) <= 200),
  add constraint posts_bathrooms_length check (char_length(bathrooms) <= 200),
  add constraint posts_square_footage_length check (char_length(square_footage) <= 200),
  add constraint posts_mls_number_length check (char_length(mls_number) <= 200),
  add constraint posts_listing_agent_length check (char_length(listing_agent) <= 200),
  add constraint posts_brokerage_length check (char_length(brokerage) <= 200),
  add constraint posts_lot_size_length check (char_length(lot_size) <= 200),
  add constraint posts_street_address_length check (char_length(street_address) <= 300),
  add constraint posts_city_length check (char_length(city) <= 200),
  add constraint posts_province_length check (char_length(province) <= 200),
  add constraint posts_postal_code_length check (char_length(postal_code) <= 200),
  add constraint posts_listing_id_length check (char_length(listing_id) <= 200),
  add constraint posts_additional_images_items check (private.text_items_fit(additional_images, 8192)),
  add constraint posts_property_features_size check (octet_length(property_features::text) <= 16384);
