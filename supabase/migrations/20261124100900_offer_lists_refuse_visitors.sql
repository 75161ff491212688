-- list_my_offers() and list_offers_received() refuse a caller without a user (42501) instead of relying on
-- "where user_id = auth.uid()" matching nothing. Same rows and order as 20261122101000.
create or replace function public.list_my_offers()
returns table (
  id uuid,
  post_id uuid,
  post_title text,
  offer_amount numeric,
  message text,
  created_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  return query
  select o.id, o.post_id, p.title::text, o.offer_amount::numeric, o.message::text, o.created_at
  from public.offers o
  left join public.posts p on p.id = o.post_id
  where o.user_id = (select auth.uid())
  order by o.created_at desc;
end;
$$;

create or replace function public.list_offers_received()
returns table (
  id uuid,
  post_id uuid,
  post_title text,
  offer_amount numeric,
  message text,
  created_at timestamptz,
  offerer_id uuid,
  offerer_username text,
  offerer_full_name text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  return query
  select o.id, o.post_id, p.title::text, o.offer_amount::numeric, o.message::text, o.created_at,
         o.user_id, pr.username::text, pr.full_name::text
  from public.offers o
  join public.posts p on p.id = o.post_id
  left join public.public_profiles pr on pr.id = o.user_id
  where p.user_id = (select auth.uid())
  order by o.created_at desc;
end;
$$;

revoke execute on function public.list_my_offers() from public, anon;
revoke execute on function public.list_offers_received() from public, anon;
grant execute on function public.list_my_offers() to authenticated;
grant execute on function public.list_offers_received() to authenticated;
