-- Copies the public fields of a profile into public_profiles, and stamps updated_at.
create or replace function public.touch_profile()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  if tg_op = 'UPDATE' then
    new.created_at := old.created_at;
    new.id := old.id;
  end if;
  return new;
end;
$$;

create trigger profiles_touch
  before insert or update on public.profiles
  for each row execute function public.touch_profile();

create or replace function public.sync_public_profile()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.public_profiles as pp (
    id, username, full_name, avatar_url, business_category, business_name, license_number,
    business_email, business_phone, website, bio, city, province, created_at, updated_at
  ) values (
    new.id, new.username, new.full_name, new.avatar_url, new.business_category, new.business_name, new.license_number,
    new.business_email, new.business_phone, new.website, new.bio, new.city, new.province, new.created_at, new.updated_at
  )
  on conflict (id) do update set
    username = excluded.username,
    full_name = excluded.full_name,
    avatar_url = excluded.avatar_url,
    business_category = excluded.business_category,
    business_name = excluded.business_name,
    license_number = excluded.license_number,
    business_email = excluded.business_email,
    business_phone = excluded.business_phone,
    website = excluded.website,
    bio = excluded.bio,
    city = excluded.city,
    province = excluded.province,
    updated_at = excluded.updated_at;
  return null;
end;
$$;

revoke execute on function public.sync_public_profile() from public, anon, authenticated;
revoke execute on function public.touch_profile() from public, anon, authenticated;

create trigger profiles_sync_public
  after insert or update on public.profiles
  for each row execute function public.sync_public_profile();
