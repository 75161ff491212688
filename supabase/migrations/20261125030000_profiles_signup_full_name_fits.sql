-- A sign-up never fails for the length of its metadata (security issue F9): handle_new_user copies full_name from
-- the sign-up's user_metadata into the new profile, and a full_name over the column's 200 characters
-- (profiles_full_name_length) made the auth.users insert fail, so the whole sign-up answered 500. Profiles are
-- created only by that trigger, so on insert the name is cut to what the column holds; updates by members are still
-- refused past 200 (23514, HTTP 400). GoTrue keeps the metadata as sent; only the profile's copy is shortened.
create or replace function public.fit_new_profile_full_name()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.full_name := left(new.full_name, 200);
  return new;
end;
$$;

revoke all on function public.fit_new_profile_full_name() from public;
grant all on function public.fit_new_profile_full_name() to service_role;

create trigger profiles_fit_full_name
  before insert on public.profiles
  for each row execute function public.fit_new_profile_full_name();
