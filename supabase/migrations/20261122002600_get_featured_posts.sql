-- get_featured_posts(p_limit = 4): approved featured posts as cards, newest first (spec §7, §9).
-- Runs as the caller, so row-level security on posts applies.
create or replace function public.get_featured_posts(p_limit integer default 4)
returns table (id uuid, title text, price double precision, address text, "imageUrl" text)
language sql
stable
set search_path = ''
as $$
  select
    p.id,
    p.title,
    public.listing_card_price(p.manual_price, p.listing_price),
    public.listing_card_address(p.street_address, p.city, p.province, p.postal_code, p.location),
    coalesce(p.og_image_url, p.additional_images[1])
  from public.posts p
  where p.is_featured and p.status = 'approved'
  order by p.created_at desc
  limit least(greatest(coalesce(p_limit, 4), 0), 100);
$$;
