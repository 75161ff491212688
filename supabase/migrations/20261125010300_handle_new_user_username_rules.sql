-- handle_new_user starts from a valid username (private.username_base, 20261125010100): the sign-up metadata's
-- username normalised (NFKC, trimmed) when the rules accept it, else the e-mail's local part with the characters a
-- username cannot have removed, else 'user'. An account is never refused for the name it asked for: sign-up with
-- 'ab', a zero-width space or a Cyrillic letter creates the account under the fallback name, which the member can
-- change. Then -2, -3, ... as before (20261101000200) until the name is free in any case; a concurrent sign-up that
-- wins the race for a name moves this one to the next suffix.
--
-- The metadata is read through private.metadata_object: on PostgreSQL, @supabase/lite's sign-up stores
-- raw_user_meta_data as a JSON string holding the object's text (it hands postgres.js JSON text for a jsonb column,
-- and postgres.js encodes it once more), so `->> 'username'` found nothing there and every sign-up took the
-- e-mail's local part. PGlite stores the object.
create or replace function private.metadata_object(p_metadata jsonb)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
begin
  if jsonb_typeof(p_metadata) = 'string' then
    p_metadata := (p_metadata #>> '{}')::jsonb;
  end if;
  return case when jsonb_typeof(p_metadata) = 'object' then p_metadata else '{}'::jsonb end;
exception when invalid_text_representation then
  return '{}'::jsonb;
end;
$$;

revoke all on function private.metadata_object(jsonb) from public;
grant all on function private.metadata_object(jsonb) to service_role;

create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := private.metadata_object(new.raw_user_meta_data);
  base text := private.username_base(meta ->> 'username', new.email);
  candidate text;
  n integer := 1;
  v_constraint text;
  v_full_name text;
begin
  v_full_name := nullif(btrim(coalesce(meta ->> 'full_name', meta ->> 'name', '')), '');

  loop
    candidate := case when n = 1 then base else base || '-' || n::text end;
    if not exists (select 1 from public.profiles p where lower(p.username) = lower(candidate)) then
      begin
        insert into public.profiles (id, username, full_name)
        values (new.id, candidate, v_full_name)
        on conflict (id) do nothing;
        return new;
      exception when unique_violation then
        get stacked diagnostics v_constraint = constraint_name;
        if v_constraint is distinct from 'profiles_username_lower_key' or n >= 1000 then
          raise;
        end if;
      end;
    end if;
    n := n + 1;
  end loop;
end;
$$;

revoke all on function public.handle_new_user() from public;
grant all on function public.handle_new_user() to service_role;
