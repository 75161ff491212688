-- The public face of a profile (username, avatar, full name, business details, city and province),
-- readable by everyone. Kept in step with profiles by a trigger; clients never write it.
-- A table rather than a view so no view has to run with its owner's rights to bypass the privacy of profiles.
create table public.public_profiles (
  id uuid primary key references public.profiles (id) on delete cascade,
  username text,
  full_name text,
  avatar_url text,
  business_category public.business_category,
  business_name text,
  license_number text,
  business_email text,
  business_phone text,
  website text,
  bio text,
  city text,
  province text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.public_profiles enable row level security;

create policy "Public profiles are readable by everyone"
  on public.public_profiles for select
  to anon, authenticated
  using (true);

revoke insert, update, delete, truncate on public.public_profiles from anon, authenticated;
