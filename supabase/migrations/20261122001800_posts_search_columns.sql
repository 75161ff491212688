-- Search helpers: accent- and case-folding, and the two search columns kept up to date by a trigger.
-- search_text (trigram matching): title, street address, city, province, postal code with and without its space, location.
-- search_vector (full text): title (A), place (B), description and custom description (C).
create or replace function public.search_fold(value text)
returns text
language sql
stable
set search_path = ''
as $$
  select lower(extensions.unaccent('extensions.unaccent'::regdictionary, coalesce(value, '')));
$$;

create or replace function public.update_post_search()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  place text;
begin
  place := concat_ws(' ',
    new.street_address, new.city, new.province, new.postal_code,
    replace(new.postal_code, ' ', ''), new.location);
  new.search_text := public.search_fold(concat_ws(' ', new.title, place));
  new.search_vector :=
    setweight(to_tsvector('pg_catalog.simple'::regconfig, public.search_fold(new.title)), 'A')
    || setweight(to_tsvector('pg_catalog.simple'::regconfig, public.search_fold(place)), 'B')
    || setweight(to_tsvector('pg_catalog.simple'::regconfig,
         public.search_fold(concat_ws(' ', new.description, new.custom_description))), 'C');
  return new;
end;
$$;

revoke execute on function public.update_post_search() from public, anon, authenticated;

create trigger posts_search
  before insert or update on public.posts
  for each row execute function public.update_post_search();
