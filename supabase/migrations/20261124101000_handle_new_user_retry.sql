-- handle_new_user takes the next free username suffix when a concurrent sign-up wins the race for one: the check
-- ("is base, base-2, ... taken?") cannot see another transaction's uncommitted profile, so two sign-ups wanting
-- the same name both chose it, the second hit profiles_username_lower_key (23505) and its auth.users insert failed.
-- Each attempt now runs in its own subtransaction and a unique violation on the username moves on to the next
-- suffix. Otherwise as 20261122001000.
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  base text;
  candidate text;
  n integer := 1;
  v_constraint text;
  v_full_name text;
begin
  base := coalesce(
    nullif(btrim(new.raw_user_meta_data ->> 'username'), ''),
    nullif(split_part(coalesce(new.email, ''), '@', 1), ''),
    'user'
  );
  base := left(base, 40);
  v_full_name := nullif(btrim(coalesce(new.raw_user_meta_data ->> 'full_name', new.raw_user_meta_data ->> 'name', '')), '');

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

revoke execute on function public.handle_new_user() from public, anon, authenticated;
