-- The maker reads their own offers; the post's author reads (and counts) the offers on their posts; admins read all.
-- A member offers as themselves, only on a post they can see and do not own. Offers are not edited or withdrawn.
create policy "Members can read their own offers"
  on public.offers for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Authors can read offers on their posts"
  on public.offers for select
  to authenticated
  using (post_id in (select p.id from public.posts p where p.user_id = (select auth.uid())));

create policy "Admins can read all offers"
  on public.offers for select
  to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

create policy "Members can make offers on others' posts"
  on public.offers for insert
  to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (
      select 1 from public.posts p
      where p.id = post_id and p.user_id <> (select auth.uid())
    )
  );

revoke insert, update, delete, truncate on public.offers from anon;
revoke update, delete on public.offers from authenticated;
