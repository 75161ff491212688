-- search_posts runs as its owner. Under row-level security Postgres may not use an index for a condition whose
-- operator is not LEAKPROOF (full-text @@ and ILIKE are not), so as anon/authenticated every search became a
-- sequential scan. The function already returns approved posts only (what the public read policy allows), so it
-- reads posts as the owner, where the GIN indexes apply; search_path stays '' and every name is qualified.
alter function public.search_posts(text) security definer;

revoke execute on function public.search_posts(text) from public;
grant execute on function public.search_posts(text) to anon, authenticated, service_role;
