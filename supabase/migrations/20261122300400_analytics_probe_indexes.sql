-- Per-post counts over a date range (the conversion top ten, featured exposure) read only the range's rows of
-- each post. They replace the post_id indexes (still the leading column, so the foreign keys stay covered).
create index if not exists saved_listings_post_id_created_at_idx on public.saved_listings (post_id, created_at);
create index if not exists offers_post_id_created_at_idx on public.offers (post_id, created_at);
drop index if exists public.saved_listings_post_id_idx;
drop index if exists public.offers_post_id_idx;

-- Featured posts (any status) without reading every post.
create index if not exists posts_featured_category_idx on public.posts (category, id) where is_featured;

-- Time to resolve (avg, median) needs each resolved report of the range: index-only.
create index if not exists reports_resolved_created_at_idx on public.reports (created_at) include (resolved_at) where status = 'resolved';
