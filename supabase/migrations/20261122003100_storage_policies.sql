-- Storage: everyone reads avatars and post images; a member writes, replaces and removes only objects
-- under a first folder equal to their own user id.
create policy "Avatars are readable by everyone"
  on storage.objects for select
  to anon, authenticated
  using (bucket_id = 'avatars');

create policy "Post images are readable by everyone"
  on storage.objects for select
  to anon, authenticated
  using (bucket_id = 'post_images');

create policy "Members can upload into their own folder"
  on storage.objects for insert
  to authenticated
  with check (
    bucket_id in ('avatars', 'post_images')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

create policy "Members can replace objects in their own folder"
  on storage.objects for update
  to authenticated
  using (
    bucket_id in ('avatars', 'post_images')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  )
  with check (
    bucket_id in ('avatars', 'post_images')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

create policy "Members can delete objects in their own folder"
  on storage.objects for delete
  to authenticated
  using (
    bucket_id in ('avatars', 'post_images')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );
