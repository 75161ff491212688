-- Admin actions on users, each checked against has_role and recorded in admin_audit_log.
-- The browser never holds the service key: these SECURITY DEFINER functions are the only way in.

create function public.admin_grant_admin(p_user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_actor uuid := (select auth.uid());
begin
  if v_actor is null or not public.has_role(v_actor, 'admin') then
    raise exception 'Admin access required' using errcode = '42501';
  end if;
  if not exists (select 1 from auth.users u where u.id = p_user_id) then
    raise exception 'User not found' using errcode = 'P0002';
  end if;
  if public.is_banned(p_user_id) then
    raise exception 'A banned user cannot be made an admin' using errcode = '22023';
  end if;
  if not exists (select 1 from public.user_roles r where r.user_id = p_user_id and r.role = 'admin') then
    insert into public.user_roles (user_id, role) values (p_user_id, 'admin');
  end if;
  insert into public.admin_audit_log (actor_id, action, target_user_id) values (v_actor, 'grant_admin', p_user_id);
end;
$$;

create function public.admin_revoke_admin(p_user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_actor uuid := (select auth.uid());
begin
  if v_actor is null or not public.has_role(v_actor, 'admin') then
    raise exception 'Admin access required' using errcode = '42501';
  end if;
  if p_user_id = v_actor then
    raise exception 'You cannot revoke your own admin role' using errcode = '22023';
  end if;
  delete from public.user_roles r where r.user_id = p_user_id and r.role = 'admin';
  insert into public.admin_audit_log (actor_id, action, target_user_id) values (v_actor, 'revoke_admin', p_user_id);
end;
$$;

create function public.admin_ban_user(p_user_id uuid, p_reason text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_actor uuid := (select auth.uid());
begin
  if v_actor is null or not public.has_role(v_actor, 'admin') then
    raise exception 'Admin access required' using errcode = '42501';
  end if;
  if p_user_id = v_actor then
    raise exception 'You cannot ban yourself' using errcode = '22023';
  end if;
  if public.has_role(p_user_id, 'admin') then
    raise exception 'Revoke the admin role before banning this user' using errcode = '22023';
  end if;
  if not exists (select 1 from auth.users u where u.id = p_user_id) then
    raise exception 'User not found' using errcode = 'P0002';
  end if;
  insert into public.user_bans (user_id, banned_by, reason)
  values (p_user_id, v_actor, nullif(btrim(p_reason), ''))
  on conflict (user_id) do update set banned_by = excluded.banned_by, reason = excluded.reason, banned_at = now();
  -- Auth refuses sign-in and refresh while banned_until is in the future (GoTrue's "ban_duration" of 100 years).
  update auth.users set banned_until = now() + interval '100 years' where id = p_user_id;
  insert into public.admin_audit_log (actor_id, action, target_user_id, details)
  values (v_actor, 'ban_user', p_user_id, jsonb_build_object('reason', nullif(btrim(p_reason), '')));
end;
$$;

create function public.admin_unban_user(p_user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_actor uuid := (select auth.uid());
begin
  if v_actor is null or not public.has_role(v_actor, 'admin') then
    raise exception 'Admin access required' using errcode = '42501';
  end if;
  delete from public.user_bans b where b.user_id = p_user_id;
  update auth.users set banned_until = null where id = p_user_id;
  insert into public.admin_audit_log (actor_id, action, target_user_id) values (v_actor, 'unban_user', p_user_id);
end;
$$;

revoke execute on function public.admin_grant_admin(uuid) from public, anon;
revoke execute on function public.admin_revoke_admin(uuid) from public, anon;
revoke execute on function public.admin_ban_user(uuid, text) from public, anon;
revoke execute on function public.admin_unban_user(uuid) from public, anon;
grant execute on function public.admin_grant_admin(uuid) to authenticated;
grant execute on function public.admin_revoke_admin(uuid) to authenticated;
grant execute on function public.admin_ban_user(uuid, text) to authenticated;
grant execute on function public.admin_unban_user(uuid) to authenticated;
