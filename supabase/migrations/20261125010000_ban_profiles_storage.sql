-- A banned member cannot change their public face either: profile writes and file writes (both buckets) are refused
-- whatever access token they still hold, as posts, saves, offers and reports already are (20261101000400, 20261101000500).
-- Restrictive policies AND with the permissive ones. Inserts and updates are refused with 42501 (HTTP 403, Storage's
-- 403 "new row violates row-level security policy"); a delete cannot raise from a policy, so a banned member's
-- deletion matches no row and the file stays (Storage answers an empty list). Reading is unchanged.
create policy "Banned users cannot create a profile"
  on public.profiles as restrictive for insert to authenticated
  with check (not (select public.is_banned((select auth.uid()))));

create policy "Banned users cannot change their profile"
  on public.profiles as restrictive for update to authenticated
  with check (not (select public.is_banned((select auth.uid()))));

create policy "Banned users cannot upload files"
  on storage.objects as restrictive for insert to authenticated
  with check (not (select public.is_banned((select auth.uid()))));

create policy "Banned users cannot replace or move files"
  on storage.objects as restrictive for update to authenticated
  with check (not (select public.is_banned((select auth.uid()))));

create policy "Banned users cannot delete files"
  on storage.objects as restrictive for delete to authenticated
  using (not (select public.is_banned((select auth.uid()))));
