-- Everyone reads the whitelist (the composer checks links against it); only admins change it.
create policy "Whitelisted domains are readable by everyone"
  on public.whitelisted_domains for select
  to anon, authenticated
  using (true);

create policy "Admins can add whitelisted domains"
  on public.whitelisted_domains for insert
  to authenticated
  with check ((select public.has_role((select auth.uid()), 'admin')));

create policy "Admins can update whitelisted domains"
  on public.whitelisted_domains for update
  to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')))
  with check ((select public.has_role((select auth.uid()), 'admin')));

create policy "Admins can delete whitelisted domains"
  on public.whitelisted_domains for delete
  to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

revoke insert, update, delete, truncate on public.whitelisted_domains from anon;
