-- Reports on posts or users (spec §3). A report outlives the post or user it is about (the reference goes null).
create table public.reports (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  reporter_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  reported_post_id uuid references public.posts (id) on delete set null,
  reported_user_id uuid references auth.users (id) on delete set null,
  target_type public.report_target not null default 'post',
  reason text not null,
  status public.report_status not null default 'open',
  updated_at timestamptz not null default now(),
  constraint reports_reason_required check (char_length(btrim(reason)) between 1 and 2000)
);

create index reports_reporter_id_created_at_idx on public.reports (reporter_id, created_at desc);
create index reports_reported_post_id_idx on public.reports (reported_post_id);
create index reports_reported_user_id_idx on public.reports (reported_user_id);
create index reports_created_at_idx on public.reports (created_at desc);

-- Reporter, target and reason are fixed once filed; only the status (and its time stamp) changes.
create or replace function public.enforce_report_rules()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if current_user in ('anon', 'authenticated') then
      new.status := 'open';
      new.created_at := now();
    end if;
  else
    new.id := old.id;
    new.created_at := old.created_at;
    new.reporter_id := old.reporter_id;
    new.target_type := old.target_type;
    new.reason := old.reason;
    if current_user in ('anon', 'authenticated') then
      new.reported_post_id := old.reported_post_id;
      new.reported_user_id := old.reported_user_id;
    end if;
  end if;
  new.updated_at := now();
  return new;
end;
$$;

revoke execute on function public.enforce_report_rules() from public, anon, authenticated;

create trigger reports_enforce_rules
  before insert or update on public.reports
  for each row execute function public.enforce_report_rules();

alter table public.reports enable row level security;
