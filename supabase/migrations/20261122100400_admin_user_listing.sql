-- Paginated, searchable, sortable users table for the admin console (10,000+ users), and the audit log
-- with names resolved. Admin-only.

create function public.admin_list_users(
  p_search text default '',
  p_sort text default 'created_at',
  p_desc boolean default true,
  p_limit integer default 50,
  p_offset integer default 0
)
returns table (
  id uuid,
  full_name text,
  username text,
  email text,
  avatar_url text,
  roles text[],
  created_at timestamptz,
  banned boolean,
  total_count bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_pattern text := '%' || replace(replace(replace(coalesce(btrim(p_search), ''), '\', '\\'), '%', '\%'), '_', '\_') || '%';
begin
  if not public.has_role((select auth.uid()), 'admin') then
    raise exception 'Admin access required' using errcode = '42501';
  end if;
  if p_sort not in ('created_at', 'email', 'username', 'full_name') then
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
      exists (select 1 from public.user_bans b where b.user_id = u.id) as banned
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
    b.id
  limit greatest(1, least(coalesce(p_limit, 50), 500))
  offset greatest(0, coalesce(p_offset, 0));
end;
$$;

create function public.admin_list_audit_log(p_limit integer default 50, p_offset integer default 0)
returns table (
  id bigint,
  created_at timestamptz,
  action text,
  actor_id uuid,
  actor_username text,
  target_user_id uuid,
  target_username text,
  target_email text,
  details jsonb,
  total_count bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
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

revoke execute on function public.admin_list_users(text, text, boolean, integer, integer) from public, anon;
revoke execute on function public.admin_list_audit_log(integer, integer) from public, anon;
grant execute on function public.admin_list_users(text, text, boolean, integer, integer) to authenticated;
grant execute on function public.admin_list_audit_log(integer, integer) to authenticated;
