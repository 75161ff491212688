-- Length limits on the profile columns members write (spec §5: bio 500 and username, already checked; elsewhere
-- generous: 200 for short fields, 300 for the street address, 320 for an e-mail address, 2048 for URLs). Mirrored in src/shared/validation/text-limits.ts. A longer value is refused with 23514 (HTTP 400).
-- public_profiles is written only from profiles (sync_public_profile), so these bound it too.
alter table public.profiles
  add constraint profiles_full_name_length check (char_length(full_name) <= 200),
  add constraint profiles_first_name_length check (char_length(first_name) <= 200),
  add constraint profiles_last_name_length check (char_length(last_name) <= 200),
  add constraint profiles_phone_number_length check (char_length(phone_number) <= 200),
  add constraint profiles_avatar_url_length check (char_length(avatar_url) <= 2048),
  add constraint profiles_business_name_length check (char_length(business_name) <= 200),
  add constraint profiles_license_number_length check (char_length(license_number) <= 200),
  add constraint profiles_business_email_length check (char_length(business_email) <= 320),
  add constraint profiles_business_phone_length check (char_length(business_phone) <= 200),
  add constraint profiles_website_length check (char_length(website) <= 2048),
  add constraint profiles_street_address_length check (char_length(street_address) <= 300),
  add constraint profiles_city_length check (char_length(city) <= 200),
  add constraint profiles_province_length check (char_length(province) <= 200),
  add constraint profiles_postal_code_length check (char_length(postal_code) <= 200);
