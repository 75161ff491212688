-- A small dictionary of the (accent- and case-folded) city names that posts mention, so search_posts can correct a
-- misspelled city by trigram similarity over a few hundred names instead of every post. Filled by a trigger on posts.
create table public.search_place_names (
  name text primary key,
  created_at timestamptz not null default now()
);

create index search_place_names_trgm_idx on public.search_place_names using gin (name extensions.gin_trgm_ops);

alter table public.search_place_names enable row level security;

create policy "Place names are readable by everyone"
  on public.search_place_names for select
  to anon, authenticated
  using (true);

revoke insert, update, delete, truncate on public.search_place_names from anon, authenticated;

-- SECURITY DEFINER: the post's author may not write the dictionary directly.
create or replace function public.remember_post_place()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if nullif(btrim(new.city), '') is not null then
    insert into public.search_place_names (name)
    values (public.search_fold(btrim(new.city)))
    on conflict (name) do nothing;
  end if;
  return null;
end;
$$;

revoke execute on function public.remember_post_place() from public, anon, authenticated;

create trigger posts_remember_place
  after insert or update of city on public.posts
  for each row execute function public.remember_post_place();

insert into public.search_place_names (name)
select distinct public.search_fold(btrim(city)) from public.posts where nullif(btrim(city), '') is not null
on conflict (name) do nothing;
