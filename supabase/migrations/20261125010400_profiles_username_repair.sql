-- Usernames stored before the rules (20261125010100) are brought under them, then the column's check becomes spec
-- §5's minimum of 3 (at most 50, as before): the check holds even for writes that skip triggers.
-- A stored name that is valid once normalised keeps its normalised form ('Admin ' becomes 'Admin'); any other
-- ('ab', ' ', a name with a zero-width space or a Cyrillic letter) gets the name sign-up would give the account
-- now (private.username_base: the e-mail's local part, else 'user'). Either takes the next -2, -3, ... when another
-- profile already has it in any case: names that were valid already are kept, and of two repaired names that
-- collide ('ａｄｍｉｎ', 'admin '), the older profile's comes first.
do $$
declare
  r record;
  base text;
  candidate text;
  n integer;
begin
  for r in
    select p.id, p.username, u.email
    from public.profiles p
    join auth.users u on u.id = p.id
    where p.username is not null
      and (private.normalize_username(p.username) is distinct from p.username
           or private.username_problem(p.username) is not null)
    order by p.created_at, p.id
  loop
    base := private.username_base(r.username, r.email);
    n := 1;
    loop
      candidate := case when n = 1 then base else base || '-' || n::text end;
      exit when not exists (select 1 from public.profiles p where lower(p.username) = lower(candidate) and p.id <> r.id);
      n := n + 1;
    end loop;
    update public.profiles set username = candidate where id = r.id;
  end loop;
end;
$$;

alter table public.profiles
  drop constraint profiles_username_length,
  add constraint profiles_username_length check (char_length(username) between 3 and 50);
