-- Restrictive policies: they AND with the permissive ones, so a banned member cannot create posts, save
-- listings, make offers or file reports even with a still-valid access token.
create policy "banned users cannot post"
  on public.posts as restrictive for insert to authenticated
  with check (not (select public.is_banned((select auth.uid()))));

create policy "banned users cannot save listings"
  on public.saved_listings as restrictive for insert to authenticated
  with check (not (select public.is_banned((select auth.uid()))));

create policy "banned users cannot make offers"
  on public.offers as restrictive for insert to authenticated
  with check (not (select public.is_banned((select auth.uid()))));

create policy "banned users cannot report"
  on public.reports as restrictive for insert to authenticated
  with check (not (select public.is_banned((select auth.uid()))));
