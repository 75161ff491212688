-- The place-name dictionary behind search_posts' "did you mean" step holds the cities of approved posts only.
-- Any member's pending or free-text city went in before, and a name stayed after its posts were gone, so a member
-- could plant near-misspellings that a correction would prefer to the real city. search_posts now also tries the
-- closest few names in turn and keeps the first that finds posts (20261124000200).
create or replace function public.remember_post_place()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'approved' and nullif(btrim(new.city), '') is not null then
    insert into public.search_place_names (name)
    values (public.search_fold(btrim(new.city)))
    on conflict (name) do nothing;
  end if;
  return null;
end;
$$;

revoke execute on function public.remember_post_place() from public, anon, authenticated;

drop trigger posts_remember_place on public.posts;
create trigger posts_remember_place
  after insert or update of city, status on public.posts
  for each row execute function public.remember_post_place();

delete from public.search_place_names n
where n.name not in (
  select public.search_fold(btrim(p.city)) from public.posts p
  where p.status = 'approved' and nullif(btrim(p.city), '') is not null
);
