-- post_images accepts image/jpg as well (spec §5, §9: jpeg, png, jpg, webp; the composer accepts it and some
-- browsers and tools label JPEG files with it).
update storage.buckets
set allowed_mime_types = array['image/jpeg', 'image/jpg', 'image/png', 'image/webp']
where id = 'post_images';
