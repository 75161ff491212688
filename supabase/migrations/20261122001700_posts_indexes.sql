-- The feed (approved, optionally one category, newest first), the author's posts, and featured posts.
create index posts_status_category_created_at_idx on public.posts (status, category, created_at desc);
create index posts_status_created_at_idx on public.posts (status, created_at desc);
create index posts_user_id_created_at_idx on public.posts (user_id, created_at desc);
create index posts_featured_created_at_idx on public.posts (created_at desc) where is_featured and status = 'approved';
