-- Admin-only procedures (spec §7). Each checks the caller explicitly and raises 42501 otherwise.

-- get_all_users(): every account with its public profile fields, e-mail and roles. Never password hashes.
-- SECURITY DEFINER because it reads auth.users.
create or replace function public.get_all_users()
returns table (
  id uuid, full_name text, username text, email text, avatar_url text, roles text[], created_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
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

revoke execute on function public.get_all_users() from public, anon;
grant execute on function public.get_all_users() to authenticated, service_role;

-- get_all_reports(): every report with the reported post's URL and title and the usernames involved, newest first.
-- Runs as the caller: admins' row-level security already lets them read all reports and posts.
create or replace function public.get_all_reports()
returns table (
  id uuid, created_at timestamptz, reporter_id uuid, reported_post_id uuid, reported_user_id uuid,
  target_type public.report_target, reason text, status public.report_status,
  reported_post_url text, reported_post_title text, reported_user_username text, reporter_username text
)
language plpgsql
stable
set search_path = ''
as $$
begin
  if not public.has_role((select auth.uid()), 'admin') then
    raise exception 'Only admins can list reports.' using errcode = '42501';
  end if;
  return query
    select
      r.id, r.created_at, r.reporter_id, r.reported_post_id, r.reported_user_id,
      r.target_type, r.reason, r.status,
      p.url, p.title, ru.username, rp.username
    from public.reports r
    left join public.posts p on p.id = r.reported_post_id
    left join public.public_profiles ru on ru.id = r.reported_user_id
    left join public.public_profiles rp on rp.id = r.reporter_id
    order by r.created_at desc;
end;
$$;

revoke execute on function public.get_all_reports() from public, anon;
grant execute on function public.get_all_reports() to authenticated, service_role;

-- set_post_featured_status(p_post_id, p_is_featured): feature or unfeature a post. Raises P0002 when no such post.
create or replace function public.set_post_featured_status(p_post_id uuid, p_is_featured boolean)
returns void
language plpgsql
volatile
set search_path = ''
as $$
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

revoke execute on function public.set_post_featured_status(uuid, boolean) from public, anon;
grant execute on function public.set_post_featured_status(uuid, boolean) to authenticated, service_role;
