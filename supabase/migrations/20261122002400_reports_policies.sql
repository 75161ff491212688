-- Reporters read their own reports; admins read all and change their status.
-- A member files a report as themselves, about a post they can see and do not own, or about another user.
create policy "Members can read their own reports"
  on public.reports for select
  to authenticated
  using (reporter_id = (select auth.uid()));

create policy "Admins can read all reports"
  on public.reports for select
  to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

create policy "Members can report others' posts and other users"
  on public.reports for insert
  to authenticated
  with check (
    reporter_id = (select auth.uid())
    and (reported_user_id is null or reported_user_id <> (select auth.uid()))
    and (
      (target_type = 'post' and reported_post_id is not null and exists (
        select 1 from public.posts p
        where p.id = reported_post_id and p.user_id <> (select auth.uid())
      ))
      or (target_type = 'user' and reported_user_id is not null and reported_post_id is null)
    )
  );

create policy "Admins can update report status"
  on public.reports for update
  to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));

revoke insert, update, delete, truncate on public.reports from anon;
revoke delete on public.reports from authenticated;
