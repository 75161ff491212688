-- record_post_view counts at most one view per viewer per post per UTC day (issue F11: every call counted, so 500
-- calls in 6.5 s showed as 507 views). It returns true when the view was counted, false when it was not (a post
-- that is unknown or not approved, or this viewer's view of it was counted already today).
--
-- Who the viewer is:
-- - a member (or admin): their user id;
-- - a visitor: their network address, from the X-Real-IP request header (request.headers, set by the Data API for
--   RPCs). The gateway in front of the Data API must set that header from the connection, replacing a client's own:
--   ours does (src/local-supabase/rest/forwarded-request.ts), hosted Supabase's API gateway does. X-Forwarded-For is
--   not read (clients write it). IPv4 addresses count one by one, IPv6 by /64 network (what one subscriber holds);
--   the key is a SHA-256 of the address with a random salt made for the day, and both the salt and the day's keys
--   are deleted once the day is over, so no address is kept and yesterday's keys cannot be tested against addresses;
-- - a visitor without that header: one shared viewer, so such calls add at most one view per post per day.
--
-- private.post_view_daily_viewers holds today's (viewer, post) pairs; the first call of a new UTC day that sees no
-- salt for it makes one and deletes older salts and pairs. post_views (and its analytics rollup triggers) is
-- written as before, once per counted view. The two tables and the helpers are for private.record_post_view (SECURITY
-- DEFINER) alone.
create table private.post_view_salts (
  view_day date primary key,
  salt text not null
);

create table private.post_view_daily_viewers (
  view_day date not null,
  post_id uuid not null,
  viewer text not null,
  primary key (view_day, post_id, viewer)
);

alter table private.post_view_salts enable row level security;
alter table private.post_view_daily_viewers enable row level security;
revoke all on table private.post_view_salts, private.post_view_daily_viewers from anon, authenticated;

-- The day's salt, made (and the days before forgotten) on the first call of the day.
create function private.post_view_salt(p_day date)
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_salt text;
begin
  select s.salt into v_salt from private.post_view_salts s where s.view_day = p_day;
  if v_salt is not null then
    return v_salt;
  end if;
  insert into private.post_view_salts (view_day, salt)
  values (p_day, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''))
  on conflict (view_day) do nothing;
  if found then
    delete from private.post_view_salts where view_day < p_day;
    delete from private.post_view_daily_viewers where view_day < p_day;
  end if;
  select s.salt into v_salt from private.post_view_salts s where s.view_day = p_day;
  return v_salt;
end;
$$;

-- The visitor's network as text ('203.0.113.7', '2001:db8:1:2::/64'), or null without a readable X-Real-IP.
create function private.request_network()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v_address inet;
begin
  v_address := nullif(btrim(current_setting('request.headers', true)::json ->> 'x-real-ip'), '')::inet;
  if v_address is null then
    return null;
  end if;
  return case when family(v_address) = 4 then host(v_address) else network(set_masklen(v_address, 64))::text end;
exception when invalid_text_representation then
  return null;
end;
$$;

revoke all on function private.post_view_salt(date) from public;
grant all on function private.post_view_salt(date) to service_role;
revoke all on function private.request_network() from public;
grant all on function private.request_network() to service_role;

-- The body behind public.record_post_view (20261101000500's invoker entry point, unchanged); grants kept.
create or replace function private.record_post_view(p_post_id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_day date := (now() at time zone 'UTC')::date;
  v_uid uuid := (select auth.uid());
  v_salt text;
  v_network text;
  v_viewer text;
begin
  if not exists (select 1 from public.posts p where p.id = p_post_id and p.status = 'approved') then
    return false;
  end if;
  v_salt := private.post_view_salt(v_day);
  if v_uid is not null then
    v_viewer := 'member:' || v_uid::text;
  else
    v_network := private.request_network();
    v_viewer := 'visitor:' || coalesce(encode(sha256(convert_to(v_salt || v_network, 'UTF8')), 'hex'), 'no address');
  end if;
  insert into private.post_view_daily_viewers (view_day, post_id, viewer)
  values (v_day, p_post_id, v_viewer)
  on conflict do nothing;
  if not found then
    return false;
  end if;
  insert into public.post_views (post_id, viewer_id) values (p_post_id, v_uid);
  return true;
end;
$$;
