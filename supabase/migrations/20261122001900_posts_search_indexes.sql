-- GIN indexes for search_posts, limited to approved posts (the only ones it returns).
create index posts_search_vector_idx on public.posts using gin (search_vector) where status = 'approved';
create index posts_search_text_trgm_idx on public.posts using gin (search_text extensions.gin_trgm_ops) where status = 'approved';
