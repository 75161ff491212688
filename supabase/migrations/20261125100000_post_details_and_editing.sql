-- Issue 18, "a composer that shows its work": a post's listing facts as the member checked them, its coordinates
-- with their precision, owners editing their posts under the same rules as posting, and whitelist domains stored
-- normalised so an admin cannot add an entry that no link can ever match.

-- ---------------------------------------------------------------------------------------------------------------
-- Posts: property kind (one vocabulary), where each fact came from, coordinates and their precision.
-- ---------------------------------------------------------------------------------------------------------------
ALTER TABLE public.posts
    ADD COLUMN property_kind text,
    ADD COLUMN fact_origins jsonb DEFAULT '{}'::jsonb NOT NULL,
    ADD COLUMN lat double precision,
    ADD COLUMN lng double precision,
    ADD COLUMN geo_precision text;

COMMENT ON COLUMN public.posts.property_kind IS 'The property type in one vocabulary (issue 18); property_type keeps the words the page or the member used.';
COMMENT ON COLUMN public.posts.fact_origins IS 'For each listing fact the composer showed, "page" (found on the listing page) or "member" (entered or corrected by the member).';
COMMENT ON COLUMN public.posts.geo_precision IS 'Where lat/lng come from: page (the listing page''s own geo data), postal (the postal code''s area) or city.';

-- Backstops behind the sentences of private.enforce_post_rules (which runs first and explains).
ALTER TABLE public.posts
    ADD CONSTRAINT posts_property_kind_vocabulary CHECK (property_kind IN ('house', 'semi-detached', 'townhouse', 'condo', 'plex', 'mobile', 'land', 'farm', 'commercial', 'business', 'other')),
    ADD CONSTRAINT posts_fact_origins_object CHECK (jsonb_typeof(fact_origins) = 'object' AND octet_length(fact_origins::text) <= 2048),
    ADD CONSTRAINT posts_geo_complete CHECK ((lat IS NULL) = (lng IS NULL) AND (lat IS NULL) = (geo_precision IS NULL)),
    ADD CONSTRAINT posts_geo_precision_known CHECK (geo_precision IN ('page', 'postal', 'city')),
    ADD CONSTRAINT posts_geo_in_canada CHECK (lat BETWEEN 41.6 AND 83.2 AND lng BETWEEN -141.1 AND -52.5);

-- The facts a member may set, in the words the composer uses; each check runs on insert and when the value changes,
-- so rows written before these rules keep what they had until someone edits that fact.
CREATE FUNCTION private.post_detail_errors(p public.posts, old_p public.posts) RETURNS text
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  v_changed boolean := old_p.id is null;
  v_key text;
  v_value jsonb;
begin
  if (v_changed or p.title is distinct from old_p.title) and old_p.title is not null and nullif(btrim(coalesce(p.title, '')), '') is null then
    return 'A post needs a title.';
  end if;
  if (v_changed or p.bedrooms is distinct from old_p.bedrooms) and p.bedrooms !~ '^[0-9]{1,2}( ?\+ ?[0-9]{1,2})?$' then
    return 'Bedrooms must be a whole number (0 to 99), with "+ 1" for rooms below grade.';
  end if;
  if (v_changed or p.bathrooms is distinct from old_p.bathrooms) and p.bathrooms !~ '^[0-9]{1,2}(\.5)?$' then
    return 'Bathrooms must be a number from 0 to 99, in halves (2.5 for two full and one half).';
  end if;
  if (v_changed or p.square_footage is distinct from old_p.square_footage) and (p.square_footage !~ '^[0-9]{1,7}$' or p.square_footage::integer = 0) then
    return 'Square footage must be a whole number of square feet above 0.';
  end if;
  -- A Canadian code in any case, with or without its space, or the area alone (A1A): rows written by others (search
  -- folds the forms); the composer stores "A1A 1A1", checked letter by letter.
  -- The province is free text here: the form stores its code, analytics reads names too (posts.province_code).
  if (v_changed or p.postal_code is distinct from old_p.postal_code) and p.postal_code !~* '^[A-Z][0-9][A-Z][ -]?([0-9][A-Z][0-9])?$' then
    return 'Postal code must be a Canadian postal code such as M5V 2T6.';
  end if;
  if p.property_kind is not null and p.property_kind not in ('house', 'semi-detached', 'townhouse', 'condo', 'plex', 'mobile', 'land', 'farm', 'commercial', 'business', 'other') then
    return 'Property type must be one of house, semi-detached, townhouse, condo, plex, mobile, land, farm, commercial, business or other.';
  end if;
  if p.year_built is not null and (p.year_built < 1600 or p.year_built > extract(year from now())::integer + 5) then
    return 'Year built must be between 1600 and five years from now.';
  end if;
  if jsonb_typeof(p.fact_origins) is distinct from 'object' then
    return 'Fact origins must be an object of fact names to "page" or "member".';
  end if;
  for v_key, v_value in select e.key, e.value from jsonb_each(p.fact_origins) e loop
    if v_key not in ('title', 'price', 'propertyType', 'bedrooms', 'bathrooms', 'squareFootage', 'lotSize', 'yearBuilt', 'mlsNumber', 'street', 'city', 'province', 'postalCode')
       or v_value not in ('"page"'::jsonb, '"member"'::jsonb) then
      return format('Fact origin %s must name a listing fact and be "page" or "member".', v_key);
    end if;
  end loop;
  if (p.lat is null) <> (p.lng is null) then
    return 'Coordinates need both a latitude and a longitude.';
  end if;
  if p.lat is not null and p.geo_precision is null then
    return 'Coordinates need a precision: page, postal or city.';
  end if;
  if p.lat is null and p.geo_precision is not null then
    return 'A precision needs coordinates.';
  end if;
  if p.geo_precision is not null and p.geo_precision not in ('page', 'postal', 'city') then
    return 'Coordinate precision must be page, postal or city.';
  end if;
  if p.lat is not null and (p.lat not between 41.6 and 83.2 or p.lng not between -141.1 and -52.5 or p.lat = 'NaN' or p.lng = 'NaN') then
    return 'Coordinates must be in Canada (latitude 41.6 to 83.2, longitude -141.1 to -52.5).';
  end if;
  return null;
end;
$$;

REVOKE ALL ON FUNCTION private.post_detail_errors(p public.posts, old_p public.posts) FROM PUBLIC;
-- The posts trigger runs as the member, like private.post_links.
GRANT EXECUTE ON FUNCTION private.post_detail_errors(p public.posts, old_p public.posts) TO authenticated, service_role;

-- The posts trigger (first written in 20261101000400_posts.sql), now the same for an author's edit as for a new post:
--  * stamps: members cannot choose status, featured or created_at on insert, nor change them on update (only admins,
--    through their own policy and set_post_featured_status); id, author and created_at never change.
--  * details: the facts and coordinates above, with a sentence for what is wrong.
--  * links: every link of description and custom_description is whitelisted, the description holds one, url is its
--    first link.
CREATE OR REPLACE FUNCTION private.enforce_post_rules() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_links text[];
  v_link text;
  v_error text;
  v_old public.posts;
begin
  if tg_op = 'INSERT' then
    if current_user in ('anon', 'authenticated') then
      new.status := 'approved';
      new.is_featured := false;
      new.created_at := now();
    end if;
  else
    v_old := old;
    new.id := old.id;
    new.user_id := old.user_id;
    new.created_at := old.created_at;
    if current_user in ('anon', 'authenticated') and not public.has_role((select auth.uid()), 'admin') then
      new.status := old.status;
      new.is_featured := old.is_featured;
    end if;
  end if;
  new.updated_at := now();

  v_error := private.post_detail_errors(new, v_old);
  if v_error is not null then
    raise exception '%', v_error using errcode = '23514';
  end if;

  if tg_op = 'UPDATE'
     and new.description is not distinct from old.description
     and new.custom_description is not distinct from old.custom_description then
    new.url := old.url;
    return new;
  end if;

  v_links := private.post_links(new.description);
  foreach v_link in array v_links || private.post_links(new.custom_description) loop
    if not public.is_whitelisted_url(v_link) then
      raise exception 'The URL is not from a whitelisted domain.'
        using errcode = '23514', detail = format('host %s is not whitelisted', coalesce(public.url_host(v_link), '(none)'));
    end if;
  end loop;
  if cardinality(v_links) = 0 then
    raise exception 'A URL is required in the post content.' using errcode = '23514';
  end if;
  new.url := v_links[1];
  return new;
end;
$$;

-- Authors edit their own posts; banned members cannot (as they cannot post).
CREATE POLICY "Authors can update their own posts" ON public.posts FOR UPDATE TO authenticated
    USING ((user_id = ( SELECT auth.uid() AS uid)))
    WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

CREATE POLICY "Banned users cannot edit posts" ON public.posts AS RESTRICTIVE FOR UPDATE TO authenticated
    USING ((NOT ( SELECT public.is_banned(( SELECT auth.uid() AS uid)) AS is_banned)))
    WITH CHECK ((NOT ( SELECT public.is_banned(( SELECT auth.uid() AS uid)) AS is_banned)));

-- ---------------------------------------------------------------------------------------------------------------
-- Whitelist: one normal form, the one url_host compares against (lower case, ASCII/punycode, no leading www., no
-- scheme, user, path, query, fragment, port or trailing dot). The admin form runs the same normaliser
-- (src/shared/link-intelligence/domain-name.ts); this trigger is the rule, with a sentence for what cannot be one.
-- ---------------------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION public.normalize_whitelisted_domain() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v text := lower(btrim(coalesce(new.domain_name, '')));
begin
  v := regexp_replace(v, '^[a-z][a-z0-9+.-]*://', '');
  v := regexp_replace(v, '^[^/?#@]*@', '');
  v := regexp_replace(v, '[/?#].*$', '');
  v := regexp_replace(v, ':[0-9]*$', '');
  v := regexp_replace(v, '\.+$', '');
  v := regexp_replace(v, '^www\.', '');
  if v = '' then
    raise exception 'Domain name is required.' using errcode = '23514';
  end if;
  if v ~ '[^\x01-\x7f]' then
    raise exception 'Enter the domain in its punycode form (xn--...); the admin form converts it for you.' using errcode = '23514';
  end if;
  if v !~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$' or char_length(v) > 253 then
    raise exception 'Enter a domain like realtor.ca.' using errcode = '23514', detail = format('%s is not a host name', v);
  end if;
  new.domain_name := v;
  return new;
end;
$$;

-- "Do not include http/https" is now done by stripping the scheme; the old check refused names like httpcats.ca.
ALTER TABLE public.whitelisted_domains DROP CONSTRAINT whitelisted_domains_no_scheme;
-- Entries written before: a www. name whose bare name is also listed goes; the others lose their www.
DELETE FROM public.whitelisted_domains w
 WHERE w.domain_name LIKE 'www.%'
   AND EXISTS (SELECT 1 FROM public.whitelisted_domains d WHERE d.domain_name = substr(w.domain_name, 5));
UPDATE public.whitelisted_domains SET domain_name = domain_name WHERE domain_name LIKE 'www.%';

ALTER TABLE public.whitelisted_domains
    ADD CONSTRAINT whitelisted_domains_no_www CHECK (domain_name !~ '^www\.');
