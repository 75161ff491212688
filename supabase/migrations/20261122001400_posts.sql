-- Posts: a member's link to a listing on a whitelisted site, with their own price, description and photos (spec §3).
create table public.posts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  description text not null,
  url text not null,
  title text,
  og_image_url text,
  category public.post_category not null,
  status public.post_status not null default 'approved',
  listing_price text,
  property_type text,
  location text,
  bedrooms text,
  bathrooms text,
  square_footage text,
  mls_number text,
  listing_agent text,
  brokerage text,
  year_built integer,
  lot_size text,
  property_features jsonb,
  street_address text,
  city text,
  province text,
  postal_code text,
  manual_price numeric(14, 2),
  listing_id text,
  custom_description text,
  additional_images text[] not null default '{}',
  is_featured boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Maintained by the posts_search trigger; never written by clients.
  search_text text,
  search_vector tsvector,
  constraint posts_description_length check (char_length(description) between 1 and 2000),
  constraint posts_custom_description_length check (char_length(custom_description) <= 2000),
  constraint posts_manual_price_positive check (manual_price > 0),
  constraint posts_year_built_range check (year_built between 1600 and 2200),
  constraint posts_additional_images_max check (coalesce(array_length(additional_images, 1), 0) <= 30)
);

-- The author's public profile, for embedding (posts?select=*,public_profiles(username,avatar_url)).
alter table public.posts
  add constraint posts_user_id_public_profiles_fkey foreign key (user_id) references public.public_profiles (id) on delete cascade;

alter table public.posts enable row level security;
