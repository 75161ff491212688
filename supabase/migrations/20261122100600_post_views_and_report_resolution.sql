-- Inputs the analytics need that the core schema does not record:
-- 1. post_views: one row per view of a post (recorded through record_post_view, the only way in);
-- 2. reports.resolved_at: set when a report is resolved, cleared when re-opened, for time-to-resolve.
create table public.post_views (
  id bigint generated always as identity primary key,
  post_id uuid not null references public.posts (id) on delete cascade,
  viewer_id uuid references auth.users (id) on delete set null,
  viewed_at timestamptz not null default now()
);
create index post_views_post_idx on public.post_views (post_id);
create index post_views_viewed_at_idx on public.post_views (viewed_at);

alter table public.post_views enable row level security;
revoke all on public.post_views from anon, authenticated;
grant select on public.post_views to authenticated;

create policy "admins can read post views"
  on public.post_views for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

-- Records a view of an approved post by anyone (visitors included). Returns false for unknown posts.
create function public.record_post_view(p_post_id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.posts p where p.id = p_post_id and p.status = 'approved') then
    return false;
  end if;
  insert into public.post_views (post_id, viewer_id) values (p_post_id, (select auth.uid()));
  return true;
end;
$$;
revoke execute on function public.record_post_view(uuid) from public;
grant execute on function public.record_post_view(uuid) to anon, authenticated;

alter table public.reports add column if not exists resolved_at timestamptz;

create function admin_private.set_report_resolved_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'resolved' and (tg_op = 'INSERT' or old.status is distinct from 'resolved') then
    new.resolved_at := now();
  elsif new.status is distinct from 'resolved' then
    new.resolved_at := null;
  end if;
  return new;
end;
$$;

create trigger reports_set_resolved_at
  before insert or update of status on public.reports
  for each row execute function admin_private.set_report_resolved_at();

-- Range scans by the analytics functions.
create index if not exists posts_created_at_idx on public.posts (created_at);
create index if not exists saved_listings_created_at_idx on public.saved_listings (created_at);
create index if not exists offers_created_at_idx on public.offers (created_at);
create index if not exists reports_created_at_idx on public.reports (created_at);
