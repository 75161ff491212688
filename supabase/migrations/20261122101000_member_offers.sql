-- Offers for their makers and for post owners: makers list and withdraw their own offers; owners read the
-- offers received on their posts (amount, message, who, when).

create function public.list_my_offers()
returns table (
  id uuid,
  post_id uuid,
  post_title text,
  offer_amount numeric,
  message text,
  created_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select o.id, o.post_id, p.title::text, o.offer_amount::numeric, o.message::text, o.created_at
  from public.offers o
  left join public.posts p on p.id = o.post_id
  where o.user_id = (select auth.uid())
  order by o.created_at desc;
$$;

create function public.list_offers_received()
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
language sql
stable
security definer
set search_path = ''
as $$
  select o.id, o.post_id, p.title::text, o.offer_amount::numeric, o.message::text, o.created_at,
         o.user_id, pr.username::text, pr.full_name::text
  from public.offers o
  join public.posts p on p.id = o.post_id
  left join public.public_profiles pr on pr.id = o.user_id
  where p.user_id = (select auth.uid())
  order by o.created_at desc;
$$;

-- Withdraw (delete) one of your own offers. Returns whether an offer was withdrawn.
create function public.withdraw_offer(p_offer_id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  if (select auth.uid()) is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  delete from public.offers o where o.id = p_offer_id and o.user_id = (select auth.uid());
  get diagnostics v_count = row_count;
  return v_count > 0;
end;
$$;

revoke execute on function public.list_my_offers() from public, anon;
revoke execute on function public.list_offers_received() from public, anon;
revoke execute on function public.withdraw_offer(uuid) from public, anon;
grant execute on function public.list_my_offers() to authenticated;
grant execute on function public.list_offers_received() to authenticated;
grant execute on function public.withdraw_offer(uuid) to authenticated;
