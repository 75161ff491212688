-- Posts: the listings, their rules (one trigger that stamps, checks every link and sets url to the description's first
-- link), the feed indexes, the card helpers and the featured list.
-- Also on posts, created in the rooms that own their functions:
--   posts_search, posts_remember_place (20261101000700_search.sql);
--   posts_rollup_insert, posts_rollup_update, posts_rollup_delete, posts_rollup_truncate (20261101000900_analytics.sql);
--   posts_match_property (20261125130000_properties.sql).

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
    CONSTRAINT posts_pkey PRIMARY KEY (id),
    CONSTRAINT posts_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE,
    CONSTRAINT posts_user_id_public_profiles_fkey FOREIGN KEY (user_id) REFERENCES public.public_profiles(id) ON DELETE CASCADE
);

COMMENT ON COLUMN public.posts.province_code IS 'Two-letter province/territory code parsed from province (analytics); null when unknown.';

COMMENT ON COLUMN public.posts.price_value IS 'The manual price, else the number in listing_price (analytics); null when none.';

CREATE INDEX posts_created_at_idx ON public.posts USING btree (created_at);

CREATE INDEX posts_featured_category_idx ON public.posts USING btree (category, id) WHERE is_featured;

CREATE INDEX posts_featured_created_at_idx ON public.posts USING btree (created_at DESC) WHERE (is_featured AND (status = 'approved'::public.post_status));

CREATE INDEX posts_feed_business_idx ON public.posts USING btree (created_at DESC, id DESC) WHERE ((status = 'approved'::public.post_status) AND (category = 'business'::public.post_category));

CREATE INDEX posts_feed_commercial_idx ON public.posts USING btree (created_at DESC, id DESC) WHERE ((status = 'approved'::public.post_status) AND (category = 'commercial'::public.post_category));

CREATE INDEX posts_feed_fsbo_idx ON public.posts USING btree (created_at DESC, id DESC) WHERE ((status = 'approved'::public.post_status) AND (category = 'fsbo'::public.post_category));

CREATE INDEX posts_feed_land_idx ON public.posts USING btree (created_at DESC, id DESC) WHERE ((status = 'approved'::public.post_status) AND (category = 'land'::public.post_category));

CREATE INDEX posts_feed_residential_idx ON public.posts USING btree (created_at DESC, id DESC) WHERE ((status = 'approved'::public.post_status) AND (category = 'residential'::public.post_category));

CREATE INDEX posts_status_category_created_at_idx ON public.posts USING btree (status, category, created_at DESC);

CREATE INDEX posts_status_created_at_idx ON public.posts USING btree (status, created_at DESC);

CREATE INDEX posts_user_id_created_at_idx ON public.posts USING btree (user_id, created_at DESC);

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

-- One trigger for a post's rules, run before every insert and update:
--  * stamps: members cannot choose status, featured or created_at on insert; id, author and created_at never change;
--    updated_at is now.
--  * links: every link of description and custom_description must be on a whitelisted domain, the description must
--    hold one, and url is set to the description's first link (whatever the client sent).
CREATE FUNCTION private.enforce_post_rules() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_links text[];
  v_link text;
begin
  if tg_op = 'INSERT' then
    if current_user in ('anon', 'authenticated') then
      new.status := 'approved';
      new.is_featured := false;
      new.created_at := now();
    end if;
  else
    new.id := old.id;
    new.user_id := old.user_id;
    new.created_at := old.created_at;
  end if;
  new.updated_at := now();

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

CREATE FUNCTION public.get_featured_posts(p_limit integer DEFAULT 4) RETURNS TABLE(id uuid, title text, price double precision, address text, "imageUrl" text)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select
    p.id,
    p.title,
    public.listing_card_price(p.manual_price, p.listing_price),
    public.listing_card_address(p.street_address, p.city, p.province, p.postal_code, p.location),
    coalesce(p.og_image_url, p.additional_images[1])
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

CREATE POLICY "Banned users cannot post" ON public.posts AS RESTRICTIVE FOR INSERT TO authenticated WITH CHECK ((NOT ( SELECT public.is_banned(( SELECT auth.uid() AS uid)) AS is_banned)));

CREATE POLICY "Members can create posts as themselves" ON public.posts FOR INSERT TO authenticated WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

ALTER TABLE public.posts ENABLE ROW LEVEL SECURITY;

GRANT SELECT ON TABLE public.posts TO anon;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.posts TO authenticated;
GRANT ALL ON TABLE public.posts TO service_role;

REVOKE ALL ON FUNCTION private.post_links(body text) FROM PUBLIC;
-- The posts trigger runs as the member (it clamps what members may set), so members reach this one helper.
GRANT EXECUTE ON FUNCTION private.post_links(body text) TO authenticated, service_role;

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
