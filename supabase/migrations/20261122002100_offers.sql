-- Non-binding offers (spec §3, §5). Deleting the post or the member removes the offer.
create table public.offers (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  post_id uuid not null references public.posts (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  offer_amount numeric(14, 2) not null,
  message text,
  constraint offers_offer_amount_positive check (offer_amount > 0),
  constraint offers_message_length check (char_length(message) <= 500)
);

create index offers_post_id_idx on public.offers (post_id);
create index offers_user_id_idx on public.offers (user_id);

alter table public.offers enable row level security;
