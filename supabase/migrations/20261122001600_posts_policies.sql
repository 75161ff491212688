-- Everyone reads approved posts; authors also read their own whatever the status; admins read all.
-- Members create posts as themselves and delete their own; only admins update (status, featured flag).
create policy "Approved posts are readable by everyone"
  on public.posts for select
  to anon, authenticated
  using (status = 'approved');

create policy "Authors can read their own posts"
  on public.posts for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Admins can read all posts"
  on public.posts for select
  to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

create policy "Members can create posts as themselves"
  on public.posts for insert
  to authenticated
  with check (user_id = (select auth.uid()));

create policy "Admins can update posts"
  on public.posts for update
  to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));

create policy "Authors can delete their own posts"
  on public.posts for delete
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Admins can delete any post"
  on public.posts for delete
  to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

revoke insert, update, delete, truncate on public.posts from anon;
