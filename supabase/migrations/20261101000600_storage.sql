-- Storage: the two buckets and who may read and write their objects (members in their own folder, unless banned).

INSERT INTO storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
VALUES
    ('avatars', 'avatars', true, 2097152, ARRAY['image/png', 'image/jpeg', 'image/gif']),
    ('post_images', 'post_images', true, 5242880, ARRAY['image/jpeg', 'image/jpg', 'image/png', 'image/webp'])
ON CONFLICT (id) DO UPDATE SET
    public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

-- Both buckets are public: their files are served by URL (/storage/v1/object/public/…) without any policy. No one
-- may list a bucket; a member reads the rows of their own folder only (Storage needs that to delete and replace).
-- Splinter's public_bucket_allows_listing is why there is no "readable by everyone" policy here.
CREATE POLICY "Members can read objects in their own folder" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = ANY (ARRAY['avatars'::text, 'post_images'::text])) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));

-- A banned member cannot write files in either bucket, whatever access token they still hold (restrictive policies
-- AND with the permissive ones). Inserts and updates are refused with Storage's 403 "new row violates row-level
-- security policy"; a delete cannot raise from a policy, so a banned member's deletion matches no row and the file
-- stays (Storage answers an empty list). Reading is unchanged.
CREATE POLICY "Banned users cannot delete files" ON storage.objects AS RESTRICTIVE FOR DELETE TO authenticated USING ((NOT ( SELECT public.is_banned(( SELECT auth.uid() AS uid)) AS is_banned)));

CREATE POLICY "Banned users cannot replace or move files" ON storage.objects AS RESTRICTIVE FOR UPDATE TO authenticated WITH CHECK ((NOT ( SELECT public.is_banned(( SELECT auth.uid() AS uid)) AS is_banned)));

CREATE POLICY "Banned users cannot upload files" ON storage.objects AS RESTRICTIVE FOR INSERT TO authenticated WITH CHECK ((NOT ( SELECT public.is_banned(( SELECT auth.uid() AS uid)) AS is_banned)));

CREATE POLICY "Members can delete objects in their own folder" ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = ANY (ARRAY['avatars'::text, 'post_images'::text])) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));

CREATE POLICY "Members can replace objects in their own folder" ON storage.objects FOR UPDATE TO authenticated USING (((bucket_id = ANY (ARRAY['avatars'::text, 'post_images'::text])) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text))) WITH CHECK (((bucket_id = ANY (ARRAY['avatars'::text, 'post_images'::text])) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));

CREATE POLICY "Members can upload into their own folder" ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = ANY (ARRAY['avatars'::text, 'post_images'::text])) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));
