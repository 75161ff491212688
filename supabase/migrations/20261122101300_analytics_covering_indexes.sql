-- Analytics at scale, part 3: covering indexes so the range scans behind the analytics functions are
-- index-only (saves, offers and views are narrow, append-mostly tables). They replace the plain time indexes.
create index saved_listings_created_at_cover_idx on public.saved_listings (created_at) include (user_id, post_id);
create index offers_created_at_cover_idx on public.offers (created_at) include (user_id, post_id);
create index post_views_viewed_at_cover_idx on public.post_views (viewed_at) include (post_id);

drop index if exists public.saved_listings_created_at_idx;
drop index if exists public.offers_created_at_idx;
drop index if exists public.post_views_viewed_at_idx;
