-- Usernames are normalised and checked whenever one is written (a member's PATCH or upsert of profiles, the sign-up
-- trigger, the superuser): NFKC and trimmed (private.normalize_username), then refused with 23514 (HTTP 400) and a
-- sentence when invalid (private.username_problem), or with 23505 and 'Username is already taken.' when another
-- profile has it in any case ("Admin" when "admin" exists; "admin " and "ａｄｍｉｎ" normalise to "admin").
-- SECURITY DEFINER so the taken check sees every profile, not only the caller's own row. An unchanged username
-- (a write of other columns) is not checked again. Unique index profiles_username_lower_key stays the last word
-- under concurrency; the raise names it, so handle_new_user's retry treats both alike.
create or replace function public.check_profile_username()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_problem text;
begin
  if new.username is null or (tg_op = 'UPDATE' and new.username is not distinct from old.username) then
    return new;
  end if;
  new.username := private.normalize_username(new.username);
  if tg_op = 'UPDATE' and new.username is not distinct from old.username then
    return new;
  end if;
  v_problem := private.username_problem(new.username);
  if v_problem is not null then
    raise exception '%', v_problem using errcode = '23514';
  end if;
  if exists (select 1 from public.profiles p where lower(p.username) = lower(new.username) and p.id <> new.id) then
    raise exception 'Username is already taken.' using errcode = '23505', constraint = 'profiles_username_lower_key';
  end if;
  return new;
end;
$$;

revoke all on function public.check_profile_username() from public;
grant all on function public.check_profile_username() to service_role;

create trigger profiles_username_rules
  before insert or update of username on public.profiles
  for each row execute function public.check_profile_username();
