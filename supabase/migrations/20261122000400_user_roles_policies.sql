-- Members read their own roles; admins read everyone's. Nobody writes roles through the API.
create policy "Users can read their own roles"
  on public.user_roles for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Admins can read all roles"
  on public.user_roles for select
  to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

revoke insert, update, delete on public.user_roles from anon, authenticated;
