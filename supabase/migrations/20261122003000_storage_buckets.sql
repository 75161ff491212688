-- Buckets (spec §3, §5, §9). avatars: png, jpeg, gif, up to 2 MiB. post_images: jpeg, png, webp, up to 5 MiB, public.
-- Objects live under '{user id}/{timestamp}.{extension}'.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('avatars', 'avatars', false, 2097152, array['image/png', 'image/jpeg', 'image/gif']),
  ('post_images', 'post_images', true, 5242880, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;
