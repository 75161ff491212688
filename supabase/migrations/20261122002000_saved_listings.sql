-- A member's saved (hearted) posts. Deleting the post or the member removes the save.
create table public.saved_listings (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  user_id uuid not null references auth.users (id) on delete cascade,
  post_id uuid not null references public.posts (id) on delete cascade,
  constraint saved_listings_user_id_post_id_key unique (user_id, post_id)
);

create index saved_listings_user_id_created_at_idx on public.saved_listings (user_id, created_at desc);
create index saved_listings_post_id_idx on public.saved_listings (post_id);

alter table public.saved_listings enable row level security;

create policy "Members can read their own saved listings"
  on public.saved_listings for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Members can save listings for themselves"
  on public.saved_listings for insert
  to authenticated
  with check (user_id = (select auth.uid()));

create policy "Members can remove their own saved listings"
  on public.saved_listings for delete
  to authenticated
  using (user_id = (select auth.uid()));

revoke insert, update, delete, truncate on public.saved_listings from anon;
revoke update on public.saved_listings from authenticated;
