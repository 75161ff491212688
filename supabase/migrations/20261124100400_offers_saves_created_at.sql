-- Offers and saved listings are stamped by the database: analytics rollups bucket them by created_at, and
-- members could backdate them by sending created_at. As enforce_post_rules does for posts: an API role's insert
-- takes now(), and an API role's update keeps the stored time (members may not update either table today; this
-- holds if a grant is ever added). Trusted server code (service_role, the seeders, tests) still sets it.
create function public.stamp_created_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if tg_op = 'INSERT' then
      new.created_at := now();
    else
      new.created_at := old.created_at;
    end if;
  end if;
  return new;
end;
$$;

revoke execute on function public.stamp_created_at() from public, anon, authenticated;

create trigger offers_stamp_created_at
  before insert or update on public.offers
  for each row execute function public.stamp_created_at();

create trigger saved_listings_stamp_created_at
  before insert or update on public.saved_listings
  for each row execute function public.stamp_created_at();
