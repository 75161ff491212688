-- Avatars are public profile pictures (shown on feed cards, the community grid and the admin users table), and
-- every role may already read them (storage policy "avatars are readable by everyone"): serve them at their public
-- URL like post images instead of requiring a download per picture.
update storage.buckets set public = true where id = 'avatars';
