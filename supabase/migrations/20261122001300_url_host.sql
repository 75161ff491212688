-- url_host(url): the lower-case host of an http(s) URL without a leading 'www.', or null when it is not one.
-- User info ('https://evil.example@realtor.ca') and ports are stripped before the host is taken.
create or replace function public.url_host(url text)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(
    regexp_replace(
      lower(substring(btrim(url) from '^[hH][tT][tT][pP][sS]?://(?:[^/?#@]*@)?([^/?#:]+)')),
      '^www\.', ''
    ),
    ''
  );
$$;

-- is_whitelisted_url(url): true when url_host(url) equals a whitelisted domain exactly.
create or replace function public.is_whitelisted_url(url text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
    select 1 from public.whitelisted_domains d
    where d.domain_name = public.url_host(url)
  );
$$;
