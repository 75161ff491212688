-- Storage: the two buckets and who may read and write their objects (members in their own folder).

INSERT INTO storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
VALUES
    ('avatars', 'avatars', true, 2097152, ARRAY['image/png', 'image/jpeg', 'image/gif']),
    ('post_images', 'post_images', true, 5242880, ARRAY['image/jpeg', 'image/jpg', 'image/png', 'image/webp'])
ON CONFLICT (id) DO UPDATE SET
    public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

CREATE POLICY "Avatars are readable by everyone" ON storage.objects FOR SELECT TO anon, authenticated USING ((bucket_id = 'avatars'::text));

CREATE POLICY "Members can delete objects in their own folder" ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = ANY (ARRAY['avatars'::text, 'post_images'::text])) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));

CREATE POLICY "Members can replace objects in their own folder" ON storage.objects FOR UPDATE TO authenticated USING (((bucket_id = ANY (ARRAY['avatars'::text, 'post_images'::text])) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text))) WITH CHECK (((bucket_id = ANY (ARRAY['avatars'::text, 'post_images'::text])) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));

CREATE POLICY "Members can upload into their own folder" ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = ANY (ARRAY['avatars'::text, 'post_images'::text])) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));

CREATE POLICY "Post images are readable by everyone" ON storage.objects FOR SELECT TO anon, authenticated USING ((bucket_id = 'post_images'::text));
