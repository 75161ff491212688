-- Listing sites whose URLs members may post (spec §3, §5). Host names are stored trimmed and lower-case,
-- without a scheme; the composer and the posts trigger compare a URL's host (without leading www.) to them exactly.
create table public.whitelisted_domains (
  id uuid primary key default gen_random_uuid(),
  domain_name text not null,
  description text,
  created_at timestamptz not null default now(),
  constraint whitelisted_domains_domain_name_key unique (domain_name),
  constraint whitelisted_domains_lower_case check (domain_name = lower(domain_name)),
  constraint whitelisted_domains_no_scheme check (domain_name !~* '^http'),
  constraint whitelisted_domains_host_name check (domain_name ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$')
);

create or replace function public.normalize_whitelisted_domain()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.domain_name := lower(btrim(new.domain_name));
  return new;
end;
$$;

revoke execute on function public.normalize_whitelisted_domain() from public, anon, authenticated;

create trigger whitelisted_domains_normalize
  before insert or update on public.whitelisted_domains
  for each row execute function public.normalize_whitelisted_domain();

alter table public.whitelisted_domains enable row level security;
