-- One index per category for the feed of one category (spec §7: approved posts of a category, newest first, id
-- breaking ties). Under row-level security only leakproof operators may become index conditions ahead of the
-- policy's, and equality on an enum is not leakproof: posts_status_category_created_at_idx served the status alone,
-- so the planner walked the newest approved posts of every category and filtered them, which reads the whole
-- table's recent history before it finds 10 posts of a rare category. A partial index needs no operator: its
-- predicate implies the query's filter.
create index posts_feed_residential_idx on public.posts (created_at desc, id desc) where status = 'approved' and category = 'residential';
create index posts_feed_commercial_idx on public.posts (created_at desc, id desc) where status = 'approved' and category = 'commercial';
create index posts_feed_land_idx on public.posts (created_at desc, id desc) where status = 'approved' and category = 'land';
create index posts_feed_business_idx on public.posts (created_at desc, id desc) where status = 'approved' and category = 'business';
create index posts_feed_fsbo_idx on public.posts (created_at desc, id desc) where status = 'approved' and category = 'fsbo';
