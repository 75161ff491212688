-- The private schema: helpers for triggers and constraints that no API role calls. It is not exposed through the
-- Data API, and its functions are revoked from PUBLIC (a constraint's helper is granted to the roles that write).
create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

-- post_links(body): every http(s) link of a post's text, in order, cut exactly as the composer's findFirstUrl
-- (src/shared/validation/post-link.ts) cuts the first: /https?:\/\/[^\s<>"']+/i, then trailing .,;:!?)]} removed.
-- JavaScript's \s is spelled out: PostgreSQL's \s follows the locale and misses U+00A0, U+2028, U+FEFF, ...
-- The feed linkifies the same matches (LinkifiedText), so these are the links readers can click.
create function private.post_links(body text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(array_agg(regexp_replace(m.match[1], '[]).,;:!?}]+$', '') order by m.n), '{}')
  from regexp_matches(
    coalesce(body, ''),
    '([hH][tT][tT][pP][sS]?://[^<>"''\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+)',
    'g'
  ) with ordinality as m(match, n);
$$;

revoke execute on function private.post_links(text) from public, anon, authenticated;
