-- A backslash ends the host, and post URLs with a backslash, whitespace or control characters are refused.
-- Browsers read '\' as '/' in http(s) URLs, so the host of 'https://evil.example\@realtor.ca/x' is evil.example:
-- url_host used to skip to the '@' and answer realtor.ca. Whitespace and control characters are removed or
-- rejected differently by every URL parser, so such URLs are refused outright rather than interpreted.
-- The refused set is JavaScript's \s, C0 and C1 controls, DEL and '\' (as hostOf in src/shared/link-intelligence).

create or replace function public.url_host(url text)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(
    regexp_replace(
      lower(substring(btrim(url) from '^[hH][tT][tT][pP][sS]?://(?:[^/?#@\\]*@)?([^/?#:\\]+)')),
      '^www\.', ''
    ),
    ''
  );
$$;

-- is_whitelisted_url(url): true when url holds no backslash, whitespace or control character and
-- url_host(url) equals a whitelisted domain exactly.
create or replace function public.is_whitelisted_url(url text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(url !~ '[\\\u0001-\u0020\u007f-\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]', false)
    and exists (
      select 1 from public.whitelisted_domains d
      where d.domain_name = public.url_host(url)
    );
$$;
