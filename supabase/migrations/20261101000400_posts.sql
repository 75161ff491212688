-- Posts: the listings, their rules (one trigger that stamps, checks every link and sets url to the description's first
-- link), the feed indexes, the card helpers and the featured list.
-- Also on posts, created in the rooms that own their functions:
--   posts_search, posts_remember_place (20261101000700_search.sql);
--   posts_rollup_insert, posts_rollup_update, posts_rollup_delete, posts_rollup_truncate (20261101000900_analytics.sql);
--   posts_match_property, posts_property_cards, posts_property_cards_moved (20261101000450_properties.sql, which also
--   adds posts_property_id_fkey);
--   posts_refuse_suspended_writer (20261101000550_conversations.sql);
--   posts_keep_moderation_status (20261101000850_moderation.sql).

CREATE TABLE public.posts (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    description text NOT NULL,
    url text NOT NULL,
    title text,
    og_image_url text,
    category public.post_category NOT NULL,
    status public.post_status DEFAULT 'approved'::public.post_status NOT NULL,
    listing_price text,
    property_type text,
    location text,
    bedrooms text,
    bathrooms text,
    square_footage text,
    mls_number text,
    listing_agent text,
    brokerage text,
    year_built integer,
    lot_size text,
    property_features jsonb,
    street_address text,
    city text,
    province text,
    postal_code text,
    manual_price numeric(14,2),
    listing_id text,
    custom_description text,
    additional_images text[] DEFAULT '{}'::text[] NOT NULL,
    is_featured boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    search_text text,
    search_vector tsvector,
    province_code text GENERATED ALWAYS AS (
CASE regexp_replace(lower(COALESCE(province, ''::text)), '[^a-z]'::text, ''::text, 'g'::text)
    WHEN 'ab'::text THEN 'AB'::text
    WHEN 'alberta'::text THEN 'AB'::text
    WHEN 'alta'::text THEN 'AB'::text
    WHEN 'bc'::text THEN 'BC'::text
    WHEN 'britishcolumbia'::text THEN 'BC'::text
    WHEN 'colombiebritannique'::text THEN 'BC'::text
    WHEN 'mb'::text THEN 'MB'::text
    WHEN 'manitoba'::text THEN 'MB'::text
    WHEN 'man'::text THEN 'MB'::text
    WHEN 'nb'::text THEN 'NB'::text
    WHEN 'newbrunswick'::text THEN 'NB'::text
    WHEN 'nouveaubrunswick'::text THEN 'NB'::text
    WHEN 'nl'::text THEN 'NL'::text
    WHEN 'newfoundlandandlabrador'::text THEN 'NL'::text
    WHEN 'newfoundland'::text THEN 'NL'::text
    WHEN 'nfld'::text THEN 'NL'::text
    WHEN 'terreneuveetlabrador'::text THEN 'NL'::text
    WHEN 'ns'::text THEN 'NS'::text
    WHEN 'novascotia'::text THEN 'NS'::text
    WHEN 'nouvelleecosse'::text THEN 'NS'::text
    WHEN 'nt'::text THEN 'NT'::text
    WHEN 'northwestterritories'::text THEN 'NT'::text
    WHEN 'nwt'::text THEN 'NT'::text
    WHEN 'nu'::text THEN 'NU'::text
    WHEN 'nunavut'::text THEN 'NU'::text
    WHEN 'on'::text THEN 'ON'::text
    WHEN 'ontario'::text THEN 'ON'::text
    WHEN 'ont'::text THEN 'ON'::text
    WHEN 'pe'::text THEN 'PE'::text
    WHEN 'pei'::text THEN 'PE'::text
    WHEN 'princeedwardisland'::text THEN 'PE'::text
    WHEN 'ileduprinceedouard'::text THEN 'PE'::text
    WHEN 'qc'::text THEN 'QC'::text
    WHEN 'quebec'::text THEN 'QC'::text
    WHEN 'qubec'::text THEN 'QC'::text
    WHEN 'que'::text THEN 'QC'::text
    WHEN 'pq'::text THEN 'QC'::text
    WHEN 'sk'::text THEN 'SK'::text
    WHEN 'saskatchewan'::text THEN 'SK'::text
    WHEN 'sask'::text THEN 'SK'::text
    WHEN 'yt'::text THEN 'YT'::text
    WHEN 'yukon'::text THEN 'YT'::text
    WHEN 'yukonterritory'::text THEN 'YT'::text
    ELSE NULL::text
END) STORED,
    price_value numeric GENERATED ALWAYS AS (COALESCE(manual_price, (NULLIF("substring"(regexp_replace(COALESCE(listing_price, ''::text), '[^0-9.]'::text, ''::text, 'g'::text), '^[0-9]+(?:\.[0-9]+)?'::text), ''::text))::numeric)) STORED,
    property_kind text,
    fact_origins jsonb DEFAULT '{}'::jsonb NOT NULL,
    lat double precision,
    lng double precision,
    geo_precision text,
    property_id uuid,
    property_split boolean DEFAULT false NOT NULL,
    property_address_key text,
    property_mls_key text,
    source_status text,
    source_price numeric(14,2),
    source_price_drop numeric(14,2),
    source_checked_at timestamp with time zone,
    property_lead boolean DEFAULT true NOT NULL,
    property_other_hosts text[] DEFAULT '{}'::text[] NOT NULL,
    property_members integer DEFAULT 1 NOT NULL,
    bedrooms_total smallint GENERATED ALWAYS AS (
        CASE WHEN bedrooms ~ '^\s*[0-9]{1,2}\s*(\+\s*[0-9]{1,2}\s*)?$'
             THEN (substring(bedrooms FROM '^\s*([0-9]{1,2})'))::smallint
                  + coalesce((substring(bedrooms FROM '\+\s*([0-9]{1,2})'))::smallint, 0::smallint)
        END) STORED,
    bathrooms_value numeric(4,1) GENERATED ALWAYS AS (
        CASE WHEN bathrooms ~ '^\s*[0-9]{1,2}(\.[0-9])?\s*$' THEN btrim(bathrooms)::numeric(4,1) END) STORED,
    city_key text GENERATED ALWAYS AS (nullif(lower(btrim(city)), '')) STORED,
    -- price_value (the manual price, else the number in listing_price) in whole dollars, as bigint: under RLS only
    -- leakproof operators may be index conditions, and bigint's comparisons are (numeric's are not). A generated
    -- column cannot read another, so price_value's expression is repeated.
    price_amount bigint GENERATED ALWAYS AS (
        CASE WHEN COALESCE(manual_price, (NULLIF("substring"(regexp_replace(COALESCE(listing_price, ''::text), '[^0-9.]'::text, ''::text, 'g'::text), '^[0-9]+(?:\.[0-9]+)?'::text), ''::text))::numeric) < 1e15
             THEN floor(COALESCE(manual_price, (NULLIF("substring"(regexp_replace(COALESCE(listing_price, ''::text), '[^0-9.]'::text, ''::text, 'g'::text), '^[0-9]+(?:\.[0-9]+)?'::text), ''::text))::numeric))::bigint
        END) STORED,
    CONSTRAINT posts_additional_images_items CHECK (private.text_items_fit(additional_images, 8192)),
    CONSTRAINT posts_additional_images_max CHECK ((COALESCE(array_length(additional_images, 1), 0) <= 30)),
    CONSTRAINT posts_bathrooms_length CHECK ((char_length(bathrooms) <= 200)),
    CONSTRAINT posts_bedrooms_length CHECK ((char_length(bedrooms) <= 200)),
    CONSTRAINT posts_brokerage_length CHECK ((char_length(brokerage) <= 200)),
    CONSTRAINT posts_city_length CHECK ((char_length(city) <= 200)),
    CONSTRAINT posts_custom_description_length CHECK ((char_length(custom_description) <= 2000)),
    CONSTRAINT posts_description_length CHECK (((char_length(description) >= 1) AND (char_length(description) <= 2000))),
    CONSTRAINT posts_listing_agent_length CHECK ((char_length(listing_agent) <= 200)),
    CONSTRAINT posts_listing_id_length CHECK ((char_length(listing_id) <= 200)),
    CONSTRAINT posts_listing_price_length CHECK ((char_length(listing_price) <= 200)),
    CONSTRAINT posts_location_length CHECK ((char_length(location) <= 300)),
    CONSTRAINT posts_lot_size_length CHECK ((char_length(lot_size) <= 200)),
    CONSTRAINT posts_manual_price_positive CHECK ((manual_price > (0)::numeric)),
    CONSTRAINT posts_mls_number_length CHECK ((char_length(mls_number) <= 200)),
    CONSTRAINT posts_og_image_url_length CHECK ((char_length(og_image_url) <= 8192)),
    CONSTRAINT posts_postal_code_length CHECK ((char_length(postal_code) <= 200)),
    CONSTRAINT posts_property_features_size CHECK ((octet_length((property_features)::text) <= 16384)),
    CONSTRAINT posts_property_type_length CHECK ((char_length(property_type) <= 200)),
    CONSTRAINT posts_province_length CHECK ((char_length(province) <= 200)),
    CONSTRAINT posts_square_footage_length CHECK ((char_length(square_footage) <= 200)),
    CONSTRAINT posts_street_address_length CHECK ((char_length(street_address) <= 300)),
    CONSTRAINT posts_title_length CHECK ((char_length(title) <= 300)),
    CONSTRAINT posts_url_length CHECK ((char_length(url) <= 2048)),
    CONSTRAINT posts_year_built_range CHECK (((year_built >= 1600) AND (year_built <= 2200))),
    -- Backstops behind the sentences of private.enforce_post_rules (which runs first and explains).
    CONSTRAINT posts_property_kind_vocabulary CHECK (property_kind IN ('house', 'semi-detached', 'townhouse', 'condo', 'plex', 'mobile', 'land', 'farm', 'commercial', 'business', 'other')),
    CONSTRAINT posts_fact_origins_object CHECK (jsonb_typeof(fact_origins) = 'object' AND octet_length(fact_origins::text) <= 2048),
    CONSTRAINT posts_geo_complete CHECK ((lat IS NULL) = (lng IS NULL) AND (lat IS NULL) = (geo_precision IS NULL)),
    CONSTRAINT posts_geo_precision_known CHECK (geo_precision IN ('page', 'postal', 'city')),
    CONSTRAINT posts_geo_in_canada CHECK (lat BETWEEN 41.6 AND 83.2 AND lng BETWEEN -141.1 AND -52.5),
    CONSTRAINT posts_source_status_known CHECK (source_status IN ('live', 'sold', 'removed', 'expired', 'redirected')),
    CONSTRAINT posts_pkey PRIMARY KEY (id),
    CONSTRAINT posts_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE,
    CONSTRAINT posts_user_id_public_profiles_fkey FOREIGN KEY (user_id) REFERENCES public.public_profiles(id) ON DELETE CASCADE
);

COMMENT ON COLUMN public.posts.province_code IS 'Two-letter province/territory code parsed from province (analytics); null when unknown.';

COMMENT ON COLUMN public.posts.price_value IS 'The manual price, else the number in listing_price (analytics); null when none.';

COMMENT ON COLUMN public.posts.property_kind IS 'The property type in one vocabulary (issue 18); property_type keeps the words the page or the member used.';
COMMENT ON COLUMN public.posts.fact_origins IS 'For each listing fact the composer showed, "page" (found on the listing page) or "member" (entered or corrected by the member).';
COMMENT ON COLUMN public.posts.geo_precision IS 'Where lat/lng come from: page (the listing page''s own geo data), postal (the postal code''s area) or city.';

COMMENT ON COLUMN public.posts.property_id IS 'The property this post lists, set by the database (posts_match_property); members change it only through split_post_property.';
COMMENT ON COLUMN public.posts.property_split IS 'True once the post was split off a wrong match: it is no longer matched, and others do not match it.';
COMMENT ON COLUMN public.posts.property_address_key IS 'The normalised address (private.property_address_key) the post was matched on; null when the address is incomplete.';
COMMENT ON COLUMN public.posts.property_mls_key IS 'The MLS® number in one form (upper case, letters and digits), null when there is none.';
COMMENT ON COLUMN public.posts.source_status IS 'What the linked page said at the last re-check that saw a change: live, sold, removed, expired or redirected (to a search page).';
COMMENT ON COLUMN public.posts.property_lead IS 'True for the one post the feed, category pages and search show for its property: its newest approved post (a post alone leads itself). Set by the database (posts_property_cards).';
COMMENT ON COLUMN public.posts.property_other_hosts IS 'The sites (hosts without www.) the property''s other approved posts link to, apart from this post''s own: the card''s "also listed on". Set by the database.';
COMMENT ON COLUMN public.posts.property_members IS 'How many members posted the property''s approved posts (this post counted): the card''s "posted by 3 members". Set by the database.';
COMMENT ON COLUMN public.posts.source_price_drop IS 'The first price the re-check saw minus the latest one, when the latest is lower (the card''s "price reduced").';

COMMENT ON COLUMN public.posts.bedrooms_total IS 'Bedrooms as a number (above and below grade: "3 + 1" is 4) for the browse filters; null when bedrooms is not a number.';
COMMENT ON COLUMN public.posts.bathrooms_value IS 'Bathrooms as a number for the browse filters; null when bathrooms is not a number.';
COMMENT ON COLUMN public.posts.city_key IS 'The city, trimmed and lower-cased: what the browse city filter compares.';
COMMENT ON COLUMN public.posts.price_amount IS 'price_value in whole dollars (bigint, so the browse price filters can use an index under RLS); null when none.';

CREATE INDEX posts_created_at_idx ON public.posts USING btree (created_at);

CREATE INDEX posts_featured_category_idx ON public.posts USING btree (category, id) WHERE is_featured;

CREATE INDEX posts_featured_created_at_idx ON public.posts USING btree (created_at DESC) WHERE (is_featured AND (status = 'approved'::public.post_status));

-- The feed shows one card per property (issue 20): its indexes hold only the lead posts, all categories, then each.
CREATE INDEX posts_feed_idx ON public.posts USING btree (created_at DESC, id DESC) WHERE ((status = 'approved'::public.post_status) AND property_lead);

CREATE INDEX posts_feed_business_idx ON public.posts USING btree (created_at DESC, id DESC) WHERE ((status = 'approved'::public.post_status) AND (category = 'business'::public.post_category) AND property_lead);

CREATE INDEX posts_feed_commercial_idx ON public.posts USING btree (created_at DESC, id DESC) WHERE ((status = 'approved'::public.post_status) AND (category = 'commercial'::public.post_category) AND property_lead);

CREATE INDEX posts_feed_fsbo_idx ON public.posts USING btree (created_at DESC, id DESC) WHERE ((status = 'approved'::public.post_status) AND (category = 'fsbo'::public.post_category) AND property_lead);

CREATE INDEX posts_feed_land_idx ON public.posts USING btree (created_at DESC, id DESC) WHERE ((status = 'approved'::public.post_status) AND (category = 'land'::public.post_category) AND property_lead);

CREATE INDEX posts_feed_residential_idx ON public.posts USING btree (created_at DESC, id DESC) WHERE ((status = 'approved'::public.post_status) AND (category = 'residential'::public.post_category) AND property_lead);

CREATE INDEX posts_status_category_created_at_idx ON public.posts USING btree (status, category, created_at DESC);

CREATE INDEX posts_status_created_at_idx ON public.posts USING btree (status, created_at DESC);

CREATE INDEX posts_user_id_created_at_idx ON public.posts USING btree (user_id, created_at DESC);

-- Property matching (20261101000450_properties.sql) looks posts up by property, address key and MLS® key (the
-- address key's index is in that room, after the function it reads the postal code with).
CREATE INDEX posts_property_id_idx ON public.posts USING btree (property_id, created_at DESC);
CREATE INDEX posts_property_mls_key_idx ON public.posts USING btree (property_mls_key) WHERE property_mls_key IS NOT NULL AND NOT property_split;

-- The sorts of the browse pages over approved posts: newest (the feed indexes serve it), price either way, in a
-- category or a city.
-- Price either way with the unpriced last: an ascending and a descending index each (a backward scan would put
-- the nulls first).
CREATE INDEX posts_browse_price_idx ON public.posts USING btree (price_amount, id) WHERE (status = 'approved'::public.post_status);
CREATE INDEX posts_browse_price_desc_idx ON public.posts USING btree (price_amount DESC NULLS LAST, id DESC) WHERE (status = 'approved'::public.post_status);
CREATE INDEX posts_browse_category_price_idx ON public.posts USING btree (category, price_amount, id) WHERE (status = 'approved'::public.post_status);
CREATE INDEX posts_browse_category_price_desc_idx ON public.posts USING btree (category, price_amount DESC NULLS LAST, id DESC) WHERE (status = 'approved'::public.post_status);
CREATE INDEX posts_browse_city_price_idx ON public.posts USING btree (city_key, price_amount, id) WHERE (status = 'approved'::public.post_status);
CREATE INDEX posts_browse_city_price_desc_idx ON public.posts USING btree (city_key, price_amount DESC NULLS LAST, id DESC) WHERE (status = 'approved'::public.post_status);
CREATE INDEX posts_browse_city_created_idx ON public.posts USING btree (city_key, created_at DESC, id DESC) WHERE (status = 'approved'::public.post_status);
-- The map's box (browse_posts' min_lng..max_lng, min_lat..max_lat): a btree on longitude then latitude. Under RLS only
-- leakproof operators may be index conditions, and float8's comparisons are (a GiST index on a point is not usable:
-- point <@ box is not leakproof). Longitude leads: Canada's listings lie along a narrow band of latitude, so a box's
-- longitude range is the narrower slice of the index; its latitude range is checked inside the index.
CREATE INDEX posts_browse_geo_idx ON public.posts USING btree (lng, lat) WHERE ((status = 'approved'::public.post_status) AND (lng IS NOT NULL));
-- Latitude and longitude go together (a city is both): estimated as independent, a city's box seemed 37 times
-- smaller than it is (225 posts for 8,459 at 100,000), and the planner read every post of the box and sorted them
-- by price instead of walking the price index (79 ms instead of 0.7). The pairs' most common values (postal areas'
-- and cities' centres) correct it.
CREATE STATISTICS public.posts_geo_stats (mcv) ON lng, lat FROM public.posts;

CREATE FUNCTION private.post_links(body text) RETURNS text[]
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select coalesce(array_agg(regexp_replace(m.match[1], '[]).,;:!?}]+$', '') order by m.n), '{}')
  from regexp_matches(
    coalesce(body, ''),
    '([hH][tT][tT][pP][sS]?://[^<>"''\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+)',
    'g'
  ) with ordinality as m(match, n);
$_$;

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

-- One trigger for a post's rules, run before every insert and update, the same for an author's edit as for a new post:
--  * stamps: members cannot choose status, featured or created_at on insert, nor change them on update (only admins,
--    through their own policy and set_post_featured_status); id, author and created_at never change; updated_at is now.
--  * details: the facts and coordinates private.post_detail_errors checks, with a sentence for what is wrong.
--  * links: every link of description and custom_description must be on a whitelisted domain, the description must
--    hold one, and url is set to the description's first link (whatever the client sent).
CREATE FUNCTION private.enforce_post_rules() RETURNS trigger
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

CREATE FUNCTION public.listing_card_address(street_address text, city text, province text, postal_code text, location text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select coalesce(
    nullif(concat_ws(', ', nullif(street_address, ''), nullif(city, ''), nullif(province, ''), nullif(postal_code, '')), ''),
    location
  );
$$;

CREATE FUNCTION public.listing_card_price(manual_price numeric, listing_price text) RETURNS double precision
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select coalesce(
    manual_price,
    nullif(regexp_replace(split_part(coalesce(listing_price, ''), '.', 1), '[^0-9]', '', 'g'), '')::numeric
  )::double precision;
$$;

CREATE FUNCTION public.get_featured_posts(p_limit integer DEFAULT 4) RETURNS TABLE(id uuid, title text, price double precision, address text, "imageUrl" text, "propertyKind" text, bedrooms text, bathrooms text, "squareFootage" text)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select
    p.id,
    p.title,
    public.listing_card_price(p.manual_price, p.listing_price),
    public.listing_card_address(p.street_address, p.city, p.province, p.postal_code, p.location),
    coalesce(p.og_image_url, p.additional_images[1]),
    p.property_kind, p.bedrooms, p.bathrooms, p.square_footage
  from public.posts p
  where p.is_featured and p.status = 'approved'
  order by p.created_at desc
  limit least(greatest(coalesce(p_limit, 4), 0), 100);
$$;

CREATE TRIGGER posts_enforce_rules BEFORE INSERT OR UPDATE ON public.posts FOR EACH ROW EXECUTE FUNCTION private.enforce_post_rules();

CREATE POLICY "Admins can delete any post" ON public.posts FOR DELETE TO authenticated USING (( SELECT public.has_role(( SELECT auth.uid() AS uid), 'admin'::public.app_role) AS has_role));

CREATE POLICY "Admins can read all posts" ON public.posts FOR SELECT TO authenticated USING (( SELECT public.has_role(( SELECT auth.uid() AS uid), 'admin'::public.app_role) AS has_role));

CREATE POLICY "Admins can update posts" ON public.posts FOR UPDATE TO authenticated USING (( SELECT public.has_role(( SELECT auth.uid() AS uid), 'admin'::public.app_role) AS has_role)) WITH CHECK (( SELECT public.has_role(( SELECT auth.uid() AS uid), 'admin'::public.app_role) AS has_role));

CREATE POLICY "Approved posts are readable by everyone" ON public.posts FOR SELECT TO anon, authenticated USING ((status = 'approved'::public.post_status));

CREATE POLICY "Authors can delete their own posts" ON public.posts FOR DELETE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

CREATE POLICY "Authors can read their own posts" ON public.posts FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

-- Authors edit their own posts; banned members cannot (as they cannot post). The ban is a check on the new row only,
-- as on profiles: the refusal then names this policy ("Your account is suspended."), where a USING clause would
-- silently match no row.
CREATE POLICY "Authors can update their own posts" ON public.posts FOR UPDATE TO authenticated
    USING ((user_id = ( SELECT auth.uid() AS uid)))
    WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

CREATE POLICY "Banned users cannot edit posts" ON public.posts AS RESTRICTIVE FOR UPDATE TO authenticated
    WITH CHECK ((NOT ( SELECT public.is_banned(( SELECT auth.uid() AS uid)) AS is_banned)));

CREATE POLICY "Banned users cannot post" ON public.posts AS RESTRICTIVE FOR INSERT TO authenticated WITH CHECK ((NOT ( SELECT public.is_banned(( SELECT auth.uid() AS uid)) AS is_banned)));

CREATE POLICY "Members can create posts as themselves" ON public.posts FOR INSERT TO authenticated WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

ALTER TABLE public.posts ENABLE ROW LEVEL SECURITY;

GRANT SELECT ON TABLE public.posts TO anon;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.posts TO authenticated;
GRANT ALL ON TABLE public.posts TO service_role;

REVOKE ALL ON FUNCTION private.post_links(body text) FROM PUBLIC;
-- The posts trigger runs as the member (it clamps what members may set), so members reach this one helper.
GRANT EXECUTE ON FUNCTION private.post_links(body text) TO authenticated, service_role;

REVOKE ALL ON FUNCTION private.post_detail_errors(p public.posts, old_p public.posts) FROM PUBLIC;
-- The posts trigger runs as the member, like private.post_links.
GRANT EXECUTE ON FUNCTION private.post_detail_errors(p public.posts, old_p public.posts) TO authenticated, service_role;

REVOKE ALL ON FUNCTION private.enforce_post_rules() FROM PUBLIC;

GRANT ALL ON FUNCTION public.get_featured_posts(p_limit integer) TO anon;
GRANT ALL ON FUNCTION public.get_featured_posts(p_limit integer) TO authenticated;
GRANT ALL ON FUNCTION public.get_featured_posts(p_limit integer) TO service_role;

GRANT ALL ON FUNCTION public.listing_card_address(street_address text, city text, province text, postal_code text, location text) TO anon;
GRANT ALL ON FUNCTION public.listing_card_address(street_address text, city text, province text, postal_code text, location text) TO authenticated;
GRANT ALL ON FUNCTION public.listing_card_address(street_address text, city text, province text, postal_code text, location text) TO service_role;

GRANT ALL ON FUNCTION public.listing_card_price(manual_price numeric, listing_price text) TO anon;
GRANT ALL ON FUNCTION public.listing_card_price(manual_price numeric, listing_price text) TO authenticated;
GRANT ALL ON FUNCTION public.listing_card_price(manual_price numeric, listing_price text) TO service_role;
