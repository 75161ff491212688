-- Every foreign key has an index (schema lint): who banned whom, and whose views, for cascades and audits.
create index if not exists user_bans_banned_by_idx on public.user_bans (banned_by);
create index if not exists post_views_viewer_id_idx on public.post_views (viewer_id);
