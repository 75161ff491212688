-- Profiles: one per auth user (spec §3). Holds personal fields, so only the owner (and admins) read rows here;
-- the public subset lives in public_profiles.
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  username text,
  full_name text,
  first_name text,
  last_name text,
  phone_number text,
  avatar_url text,
  business_category public.business_category,
  business_name text,
  license_number text,
  business_email text,
  business_phone text,
  website text,
  bio text,
  street_address text,
  city text,
  province text,
  postal_code text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint profiles_bio_length check (char_length(bio) <= 500),
  constraint profiles_username_length check (char_length(username) between 1 and 50)
);

create unique index profiles_username_lower_key on public.profiles (lower(username));

alter table public.profiles enable row level security;
