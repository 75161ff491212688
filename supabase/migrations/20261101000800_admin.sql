-- Admin: the audit log and the RPCs admins use on users, roles, bans, reports and featured posts (each checks has_role).
-- Moderating posts (hide, remove, restore, the report threshold, the public log) is in 20261101000850_moderation.sql.

CREATE TABLE public.admin_audit_log (
    id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    actor_id uuid,
    action text NOT NULL,
    target_user_id uuid,
    details jsonb DEFAULT '{}'::jsonb NOT NULL,
    CONSTRAINT admin_audit_log_action_check CHECK ((action = ANY (ARRAY['grant_admin'::text, 'revoke_admin'::text, 'ban_user'::text, 'unban_user'::text, 'hide_post'::text, 'remove_post'::text, 'restore_post'::text, 'auto_hide_post'::text, 'set_report_threshold'::text]))),
    CONSTRAINT admin_audit_log_pkey PRIMARY KEY (id),
    CONSTRAINT admin_audit_log_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES auth.users(id) ON DELETE SET NULL,
    CONSTRAINT admin_audit_log_target_user_id_fkey FOREIGN KEY (target_user_id) REFERENCES auth.users(id) ON DELETE SET NULL
);

CREATE INDEX admin_audit_log_actor_idx ON public.admin_audit_log USING btree (actor_id);

CREATE INDEX admin_audit_log_created_at_idx ON public.admin_audit_log USING btree (created_at DESC);

CREATE INDEX admin_audit_log_target_idx ON public.admin_audit_log USING btree (target_user_id);

CREATE FUNCTION admin_private.assert_admin() RETURNS void
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not public.has_role((select auth.uid()), 'admin') then
    raise exception 'Admin access required' using errcode = '42501';
  end if;
end;
$$;

CREATE FUNCTION private.admin_ban_user(p_user_id uuid, p_reason text DEFAULT NULL::text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

CREATE FUNCTION public.admin_ban_user(p_user_id uuid, p_reason text DEFAULT NULL::text) RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.admin_ban_user(p_user_id, p_reason);
$$;

CREATE FUNCTION private.admin_grant_admin(p_user_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

CREATE FUNCTION public.admin_grant_admin(p_user_id uuid) RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.admin_grant_admin(p_user_id);
$$;

CREATE FUNCTION private.admin_list_audit_log(p_limit integer DEFAULT 50, p_offset integer DEFAULT 0) RETURNS TABLE(id bigint, created_at timestamp with time zone, action text, actor_id uuid, actor_username text, target_user_id uuid, target_username text, target_email text, details jsonb, total_count bigint)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_column
begin
  if not public.has_role((select auth.uid()), 'admin') then
    raise exception 'Admin access required' using errcode = '42501';
  end if;
  return query
  select
    l.id, l.created_at, l.action, l.actor_id, pa.username::text, l.target_user_id, pt.username::text, ut.email::text, l.details,
    count(*) over () as total_count
  from public.admin_audit_log l
  left join public.profiles pa on pa.id = l.actor_id
  left join public.profiles pt on pt.id = l.target_user_id
  left join auth.users ut on ut.id = l.target_user_id
  order by l.created_at desc, l.id desc
  limit greatest(1, least(coalesce(p_limit, 50), 500))
  offset greatest(0, coalesce(p_offset, 0));
end;
$$;

CREATE FUNCTION public.admin_list_audit_log(p_limit integer DEFAULT 50, p_offset integer DEFAULT 0) RETURNS TABLE(id bigint, created_at timestamp with time zone, action text, actor_id uuid, actor_username text, target_user_id uuid, target_username text, target_email text, details jsonb, total_count bigint)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select * from private.admin_list_audit_log(p_limit, p_offset);
$$;

-- Admin users list: confirmed or not and post counts, sortable by them.
CREATE FUNCTION private.admin_list_users(p_search text DEFAULT ''::text, p_sort text DEFAULT 'created_at'::text, p_desc boolean DEFAULT true, p_limit integer DEFAULT 50, p_offset integer DEFAULT 0) RETURNS TABLE(id uuid, full_name text, username text, email text, avatar_url text, roles text[], created_at timestamp with time zone, banned boolean, email_confirmed boolean, post_count bigint, total_count bigint)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_column
declare
  v_pattern text := '%' || replace(replace(replace(coalesce(btrim(p_search), ''), '\', '\\'), '%', '\%'), '_', '\_') || '%';
begin
  if not public.has_role((select auth.uid()), 'admin') then
    raise exception 'Admin access required' using errcode = '42501';
  end if;
  if p_sort not in ('created_at', 'email', 'username', 'full_name', 'post_count') then
    raise exception 'Unknown sort column %', p_sort using errcode = '22023';
  end if;
  return query
  with base as (
    select
      u.id,
      p.full_name::text as full_name,
      p.username::text as username,
      u.email::text as email,
      p.avatar_url::text as avatar_url,
      coalesce((select array_agg(r.role::text order by r.role::text) from public.user_roles r where r.user_id = u.id), '{}') as roles,
      u.created_at,
      exists (select 1 from public.user_bans b where b.user_id = u.id) as banned,
      u.email_confirmed_at is not null as email_confirmed,
      (select count(*) from public.posts po where po.user_id = u.id) as post_count
    from auth.users u
    left join public.profiles p on p.id = u.id
    where v_pattern = '%%'
       or u.email ilike v_pattern
       or p.username ilike v_pattern
       or p.full_name ilike v_pattern
  )
  select b.*, count(*) over () as total_count
  from base b
  order by
    case when not p_desc then case p_sort when 'email' then lower(b.email) when 'username' then lower(b.username) when 'full_name' then lower(b.full_name) end end asc nulls last,
    case when p_desc then case p_sort when 'email' then lower(b.email) when 'username' then lower(b.username) when 'full_name' then lower(b.full_name) end end desc nulls last,
    case when not p_desc and p_sort = 'created_at' then b.created_at end asc,
    case when p_desc and p_sort = 'created_at' then b.created_at end desc,
    case when not p_desc and p_sort = 'post_count' then b.post_count end asc,
    case when p_desc and p_sort = 'post_count' then b.post_count end desc,
    b.id
  limit greatest(1, least(coalesce(p_limit, 50), 500))
  offset greatest(0, coalesce(p_offset, 0));
end;
$$;

CREATE FUNCTION public.admin_list_users(p_search text DEFAULT ''::text, p_sort text DEFAULT 'created_at'::text, p_desc boolean DEFAULT true, p_limit integer DEFAULT 50, p_offset integer DEFAULT 0) RETURNS TABLE(id uuid, full_name text, username text, email text, avatar_url text, roles text[], created_at timestamp with time zone, banned boolean, email_confirmed boolean, post_count bigint, total_count bigint)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select * from private.admin_list_users(p_search, p_sort, p_desc, p_limit, p_offset);
$$;

CREATE FUNCTION private.admin_revoke_admin(p_user_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

CREATE FUNCTION public.admin_revoke_admin(p_user_id uuid) RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.admin_revoke_admin(p_user_id);
$$;

CREATE FUNCTION private.admin_unban_user(p_user_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

CREATE FUNCTION public.admin_unban_user(p_user_id uuid) RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.admin_unban_user(p_user_id);
$$;

-- Admin report list: the post's status and how many distinct members report it now; most reported first.
CREATE FUNCTION public.get_all_reports() RETURNS TABLE(id uuid, created_at timestamp with time zone, reporter_id uuid, reported_post_id uuid, reported_user_id uuid, target_type public.report_target, reason text, status public.report_status, reported_post_url text, reported_post_title text, reported_user_username text, reporter_username text, reported_post_status public.post_status, report_count integer)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  if not public.has_role((select auth.uid()), 'admin') then
    raise exception 'Only admins can list reports.' using errcode = '42501';
  end if;
  return query
    with counts as (
      select r.reported_post_id as post_id, count(distinct r.reporter_id)::integer as n
      from public.reports r
      where r.status = 'open' and r.reported_post_id is not null
      group by r.reported_post_id
    )
    select
      r.id, r.created_at, r.reporter_id, r.reported_post_id, r.reported_user_id,
      r.target_type, r.reason, r.status,
      p.url, p.title, ru.username, rp.username, p.status, coalesce(c.n, 0)
    from public.reports r
    left join public.posts p on p.id = r.reported_post_id
    left join counts c on c.post_id = r.reported_post_id
    left join public.public_profiles ru on ru.id = r.reported_user_id
    left join public.public_profiles rp on rp.id = r.reporter_id
    order by (r.status = 'open') desc, coalesce(c.n, 0) desc, r.reported_post_id, r.created_at desc, r.id;
end;
$$;

CREATE FUNCTION private.get_all_users() RETURNS TABLE(id uuid, full_name text, username text, email text, avatar_url text, roles text[], created_at timestamp with time zone)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not public.has_role((select auth.uid()), 'admin') then
    raise exception 'Only admins can list users.' using errcode = '42501';
  end if;
  return query
    select
      u.id,
      pr.full_name,
      pr.username,
      u.email::text,
      pr.avatar_url,
      coalesce(
        (select array_agg(ur.role::text order by ur.role) from public.user_roles ur where ur.user_id = u.id),
        '{}'::text[]
      ),
      u.created_at
    from auth.users u
    left join public.profiles pr on pr.id = u.id
    order by u.created_at desc;
end;
$$;

CREATE FUNCTION public.get_all_users() RETURNS TABLE(id uuid, full_name text, username text, email text, avatar_url text, roles text[], created_at timestamp with time zone)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select * from private.get_all_users();
$$;

CREATE FUNCTION public.set_post_featured_status(p_post_id uuid, p_is_featured boolean) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if not public.has_role((select auth.uid()), 'admin') then
    raise exception 'Only admins can feature posts.' using errcode = '42501';
  end if;
  update public.posts set is_featured = coalesce(p_is_featured, false) where posts.id = p_post_id;
  if not found then
    raise exception 'Post not found.' using errcode = 'P0002';
  end if;
end;
$$;

CREATE POLICY "Admins can read the audit log" ON public.admin_audit_log FOR SELECT TO authenticated USING (( SELECT public.has_role(( SELECT auth.uid() AS uid), 'admin'::public.app_role) AS has_role));

ALTER TABLE public.admin_audit_log ENABLE ROW LEVEL SECURITY;

GRANT ALL ON TABLE public.admin_audit_log TO service_role;
GRANT SELECT ON TABLE public.admin_audit_log TO authenticated;

GRANT ALL ON SEQUENCE public.admin_audit_log_id_seq TO service_role;

REVOKE ALL ON FUNCTION public.admin_ban_user(p_user_id uuid, p_reason text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_ban_user(p_user_id uuid, p_reason text) TO authenticated;
GRANT ALL ON FUNCTION public.admin_ban_user(p_user_id uuid, p_reason text) TO service_role;

REVOKE ALL ON FUNCTION private.admin_ban_user(p_user_id uuid, p_reason text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.admin_ban_user(p_user_id uuid, p_reason text) TO authenticated;
GRANT ALL ON FUNCTION private.admin_ban_user(p_user_id uuid, p_reason text) TO service_role;

REVOKE ALL ON FUNCTION public.admin_grant_admin(p_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_grant_admin(p_user_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.admin_grant_admin(p_user_id uuid) TO service_role;

REVOKE ALL ON FUNCTION private.admin_grant_admin(p_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.admin_grant_admin(p_user_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.admin_grant_admin(p_user_id uuid) TO service_role;

REVOKE ALL ON FUNCTION public.admin_list_audit_log(p_limit integer, p_offset integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_list_audit_log(p_limit integer, p_offset integer) TO authenticated;
GRANT ALL ON FUNCTION public.admin_list_audit_log(p_limit integer, p_offset integer) TO service_role;

REVOKE ALL ON FUNCTION private.admin_list_audit_log(p_limit integer, p_offset integer) FROM PUBLIC;
GRANT ALL ON FUNCTION private.admin_list_audit_log(p_limit integer, p_offset integer) TO authenticated;
GRANT ALL ON FUNCTION private.admin_list_audit_log(p_limit integer, p_offset integer) TO service_role;

REVOKE ALL ON FUNCTION public.admin_list_users(p_search text, p_sort text, p_desc boolean, p_limit integer, p_offset integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_list_users(p_search text, p_sort text, p_desc boolean, p_limit integer, p_offset integer) TO authenticated;
GRANT ALL ON FUNCTION public.admin_list_users(p_search text, p_sort text, p_desc boolean, p_limit integer, p_offset integer) TO service_role;

REVOKE ALL ON FUNCTION private.admin_list_users(p_search text, p_sort text, p_desc boolean, p_limit integer, p_offset integer) FROM PUBLIC;
GRANT ALL ON FUNCTION private.admin_list_users(p_search text, p_sort text, p_desc boolean, p_limit integer, p_offset integer) TO authenticated;
GRANT ALL ON FUNCTION private.admin_list_users(p_search text, p_sort text, p_desc boolean, p_limit integer, p_offset integer) TO service_role;

REVOKE ALL ON FUNCTION public.admin_revoke_admin(p_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_revoke_admin(p_user_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.admin_revoke_admin(p_user_id uuid) TO service_role;

REVOKE ALL ON FUNCTION private.admin_revoke_admin(p_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.admin_revoke_admin(p_user_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.admin_revoke_admin(p_user_id uuid) TO service_role;

REVOKE ALL ON FUNCTION public.admin_unban_user(p_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_unban_user(p_user_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.admin_unban_user(p_user_id uuid) TO service_role;

REVOKE ALL ON FUNCTION private.admin_unban_user(p_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.admin_unban_user(p_user_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.admin_unban_user(p_user_id uuid) TO service_role;

REVOKE ALL ON FUNCTION public.get_all_reports() FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_all_reports() TO authenticated;
GRANT ALL ON FUNCTION public.get_all_reports() TO service_role;

REVOKE ALL ON FUNCTION public.get_all_users() FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_all_users() TO authenticated;
GRANT ALL ON FUNCTION public.get_all_users() TO service_role;

REVOKE ALL ON FUNCTION private.get_all_users() FROM PUBLIC;
GRANT ALL ON FUNCTION private.get_all_users() TO authenticated;
GRANT ALL ON FUNCTION private.get_all_users() TO service_role;

REVOKE ALL ON FUNCTION public.set_post_featured_status(p_post_id uuid, p_is_featured boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.set_post_featured_status(p_post_id uuid, p_is_featured boolean) TO authenticated;
GRANT ALL ON FUNCTION public.set_post_featured_status(p_post_id uuid, p_is_featured boolean) TO service_role;
