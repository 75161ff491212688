-- Policy names read as capitalised sentences, as the other policies are written ("Admins can read all posts").
alter policy "admins can read the audit log" on public.admin_audit_log rename to "Admins can read the audit log";
alter policy "admins can read bans" on public.user_bans rename to "Admins can read bans";
alter policy "admins can read post views" on public.post_views rename to "Admins can read post views";
alter policy "banned users cannot post" on public.posts rename to "Banned users cannot post";
alter policy "banned users cannot save listings" on public.saved_listings rename to "Banned users cannot save listings";
alter policy "banned users cannot make offers" on public.offers rename to "Banned users cannot make offers";
alter policy "banned users cannot report" on public.reports rename to "Banned users cannot report";
