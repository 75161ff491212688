-- Issue 20, "one property, many posts": every post belongs to a property, matched in the database when a post is
-- created or edited (the same MLS® number, or the same normalised address; units in one building are different
-- properties); a member (their own post) or an admin splits a wrong match; the property's history of snapshots
-- (price, status on the source, key facts) written only by the re-check (service role), readable with its posts, and
-- the author's e-mail when their post's source changes;
-- members ask for a re-check of one post now, rate-limited here.
-- The feed, category pages and search show one card per property: its lead post (the newest approved one) with the
-- sites its other approved posts link to and how many members posted it (posts.property_lead, property_other_hosts,
-- property_members, kept here by the database; hidden and removed posts are never counted).
-- Triggers on posts created here: posts_match_property, posts_property_cards, posts_property_cards_moved (named in
-- 20261101000400_posts.sql). The posts columns this
-- room fills (property_id, property_split, property_address_key, property_mls_key, source_*) and their indexes are in
-- 20261101000400_posts.sql, apart from posts_property_address_key_idx (here, after private.postal_key, which it
-- reads); the foreign key from posts.property_id is added here, after the table it references.

-- ---------------------------------------------------------------------------------------------------------------
-- Properties
-- ---------------------------------------------------------------------------------------------------------------
CREATE TABLE public.properties (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    split_from uuid,
    CONSTRAINT properties_pkey PRIMARY KEY (id),
    CONSTRAINT properties_split_from_fkey FOREIGN KEY (split_from) REFERENCES public.properties(id) ON DELETE SET NULL
);

COMMENT ON TABLE public.properties IS 'One home or unit that one or more posts link to (issue 20); its posts and its history hang off it.';
COMMENT ON COLUMN public.properties.split_from IS 'The property a member or admin split this one off (a wrong match), if any.';

ALTER TABLE public.posts
    ADD CONSTRAINT posts_property_id_fkey FOREIGN KEY (property_id) REFERENCES public.properties(id) ON DELETE SET NULL;

CREATE INDEX properties_split_from_idx ON public.properties USING btree (split_from) WHERE split_from IS NOT NULL;

-- ---------------------------------------------------------------------------------------------------------------
-- The address normaliser (pure text; the same rules for English and French forms)
-- ---------------------------------------------------------------------------------------------------------------

-- Lower case, accents folded, punctuation to spaces, one space between words.
CREATE FUNCTION private.address_fold(v text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select btrim(regexp_replace(
    regexp_replace(
      translate(replace(replace(lower(coalesce(v, '')), 'œ', 'oe'), 'æ', 'ae'),
                'àâäáãåçéèêëíìîïñóòôöõúùûüýÿ’', 'aaaaaaceeeeiiiinooooouuuuyy'''),
      '[^a-z0-9#]+', ' ', 'g'),
    '\s+', ' ', 'g'));
$$;

-- A street type in any English or French form, as its English word; null when the word is not a street type.
CREATE FUNCTION private.street_type(word text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select case word
    when 'st' then 'street' when 'str' then 'street' when 'street' then 'street' when 'rue' then 'street'
    when 'ave' then 'avenue' when 'av' then 'avenue' when 'avenue' then 'avenue'
    when 'rd' then 'road' when 'road' then 'road' when 'ch' then 'road' when 'chemin' then 'road'
    when 'blvd' then 'boulevard' when 'boul' then 'boulevard' when 'bd' then 'boulevard' when 'boulevard' then 'boulevard'
    when 'dr' then 'drive' when 'drive' then 'drive'
    when 'cres' then 'crescent' when 'cr' then 'crescent' when 'crescent' then 'crescent' when 'croissant' then 'crescent'
    when 'ct' then 'court' when 'crt' then 'court' when 'court' then 'court' when 'cour' then 'court'
    when 'pl' then 'place' when 'place' then 'place'
    when 'cir' then 'circle' when 'circle' then 'circle' when 'cercle' then 'circle'
    when 'ln' then 'lane' when 'lane' then 'lane'
    when 'way' then 'way'
    when 'trl' then 'trail' when 'trail' then 'trail'
    when 'pkwy' then 'parkway' when 'parkway' then 'parkway'
    when 'terr' then 'terrace' when 'ter' then 'terrace' when 'terrace' then 'terrace' when 'terrasse' then 'terrace'
    when 'hwy' then 'highway' when 'highway' then 'highway'
    when 'sq' then 'square' when 'square' then 'square' when 'carre' then 'square'
    when 'prom' then 'promenade' when 'promenade' then 'promenade'
    when 'gate' then 'gate' when 'grove' then 'grove' when 'grv' then 'grove'
    when 'hts' then 'heights' when 'heights' then 'heights'
    when 'impasse' then 'close' when 'close' then 'close'
    when 'allee' then 'alley' when 'alley' then 'alley'
    when 'montee' then 'montee' when 'cote' then 'cote' when 'rang' then 'rang'
    else null end;
$$;

-- A direction in any English or French form (N, North, Nord, O., Ouest, NE, Nord-Est...), as its English word.
CREATE FUNCTION private.street_direction(word text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select case word
    when 'n' then 'north' when 'north' then 'north' when 'nord' then 'north'
    when 's' then 'south' when 'south' then 'south' when 'sud' then 'south'
    when 'e' then 'east' when 'east' then 'east' when 'est' then 'east'
    when 'w' then 'west' when 'west' then 'west' when 'o' then 'west' when 'ouest' then 'west'
    when 'ne' then 'northeast' when 'northeast' then 'northeast'
    when 'nw' then 'northwest' when 'northwest' then 'northwest' when 'no' then 'northwest'
    when 'se' then 'southeast' when 'southeast' then 'southeast'
    when 'sw' then 'southwest' when 'southwest' then 'southwest' when 'so' then 'southwest'
    else null end;
$$;

-- The province or territory's two-letter code from its code or name in English or French (as posts.province_code).
CREATE FUNCTION private.province_code(v text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select case regexp_replace(private.address_fold(v), '[^a-z]', '', 'g')
    when 'ab' then 'AB' when 'alberta' then 'AB' when 'alta' then 'AB'
    when 'bc' then 'BC' when 'britishcolumbia' then 'BC' when 'colombiebritannique' then 'BC'
    when 'mb' then 'MB' when 'manitoba' then 'MB' when 'man' then 'MB'
    when 'nb' then 'NB' when 'newbrunswick' then 'NB' when 'nouveaubrunswick' then 'NB'
    when 'nl' then 'NL' when 'newfoundlandandlabrador' then 'NL' when 'newfoundland' then 'NL' when 'nfld' then 'NL' when 'terreneuveetlabrador' then 'NL'
    when 'ns' then 'NS' when 'novascotia' then 'NS' when 'nouvelleecosse' then 'NS'
    when 'nt' then 'NT' when 'northwestterritories' then 'NT' when 'nwt' then 'NT' when 'territoiresdunordouest' then 'NT'
    when 'nu' then 'NU' when 'nunavut' then 'NU'
    when 'on' then 'ON' when 'ontario' then 'ON' when 'ont' then 'ON'
    when 'pe' then 'PE' when 'pei' then 'PE' when 'princeedwardisland' then 'PE' when 'ileduprinceedouard' then 'PE'
    when 'qc' then 'QC' when 'quebec' then 'QC' when 'que' then 'QC' when 'pq' then 'QC'
    when 'sk' then 'SK' when 'saskatchewan' then 'SK' when 'sask' then 'SK'
    when 'yt' then 'YT' when 'yukon' then 'YT' when 'yukonterritory' then 'YT'
    else null end;
$$;

-- The normalised address a post is matched on: "civic|unit|street|city|province", where street is the name (saint
-- for St/Ste/Saint/Sainte, French particles de/du/des/la/le dropped from its start) then its type then its direction
-- in English words, so "100 King St W" = "100 King Street West" and "1200 rue Sainte-Catherine O." = "1200
-- Sainte-Catherine Street West". The unit is read from "1203-100 King St W", "Unit 1203, 100 ...", "#1203 - 100 ...",
-- "100 ... #1203", "100 ... Suite 1203", "app. 1203" and kept, so units in one building differ. Null without a civic
-- number, a street name or a city. The postal code is compared beside the key (a post without one still matches).
CREATE FUNCTION private.property_address_key(street_address text, city text, province text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
declare
  s text := private.address_fold(street_address);
  v_unit text := '';
  v_civic text;
  v_words text[];
  v_type text := '';
  v_dir text := '';
  v_city text;
  v_m text[];
  v_n integer;
  v_name text[] := '{}';
  v_word text;
  unit_words constant text := '(?:unit|suite|ste|apt|apartment|app|appt|appartement|bureau|logement|ph|penthouse|#)';
begin
  -- A unit at the end: "... #1203", "... unit 1203", "... app 4".
  v_m := regexp_match(s, '^(.*\S)\s*(?:\m' || unit_words || '\M|#)\s*#?\s*([a-z]?[0-9]+[a-z]?|[a-z]|ph[0-9]*)$');
  if v_m is not null then
    s := v_m[1]; v_unit := v_m[2];
  end if;
  -- A unit at the start: "unit 1203 100 king ...", "#1203 100 king ...".
  v_m := regexp_match(s, '^(?:' || unit_words || '|#)\s*#?\s*([a-z]?[0-9]+[a-z]?)\s+([0-9].*)$');
  if v_m is not null then
    v_unit := v_m[1]; s := v_m[2];
  end if;
  -- "1203-100 King St W" (unit, hyphen, civic number) was folded to "1203 100 king st w".
  v_m := regexp_match(s, '^([a-z]?[0-9]+[a-z]?)\s+([0-9]+[a-z]?)\s+([a-z].*)$');
  if v_m is not null then
    v_unit := v_m[1]; s := v_m[2] || ' ' || v_m[3];
  end if;
  v_m := regexp_match(s, '^([0-9]+)\s?([a-z])?\s+(.*)$');
  if v_m is null then
    return null;
  end if;
  v_civic := v_m[1] || coalesce(case when v_m[2] is not null and private.street_type(v_m[2]) is null and private.street_direction(v_m[2]) is null then v_m[2] end, '');
  if v_m[2] is not null and v_civic = v_m[1] then
    s := v_m[2] || ' ' || v_m[3];
  else
    s := v_m[3];
  end if;
  v_words := regexp_split_to_array(replace(s, '#', ''), ' ');
  v_words := array_remove(v_words, '');
  v_n := cardinality(v_words);
  if v_n = 0 then
    return null;
  end if;
  -- Direction last ("King St W", "Sainte-Catherine O"), or first ("W 4th Ave"). Each word is looked up once: these
  -- lookups are most of a key's cost.
  if v_n > 1 then
    v_dir := coalesce(private.street_direction(v_words[v_n]), '');
    if v_dir <> '' then
      v_words := v_words[1:v_n - 1]; v_n := v_n - 1;
    elsif v_n > 2 then
      v_dir := coalesce(private.street_direction(v_words[1]), '');
      if v_dir <> '' and private.street_type(v_words[v_n]) is not null then
        v_words := v_words[2:v_n]; v_n := v_n - 1;
      else
        v_dir := '';
      end if;
    end if;
  end if;
  -- English order (name then type), else French order (type then name).
  if v_n > 1 then
    v_type := coalesce(private.street_type(v_words[v_n]), '');
    if v_type <> '' then
      v_words := v_words[1:v_n - 1]; v_n := v_n - 1;
    else
      v_type := coalesce(private.street_type(v_words[1]), '');
      if v_type <> '' then
        v_words := v_words[2:v_n]; v_n := v_n - 1;
      end if;
    end if;
  end if;
  foreach v_word in array v_words loop
    if cardinality(v_name) = 0 and v_word in ('de', 'du', 'des', 'la', 'le', 'les', 'd', 'l', 'of', 'the') then
      continue;
    end if;
    v_name := v_name || case when v_word in ('st', 'ste', 'saint', 'sainte') then 'saint' else v_word end;
  end loop;
  if cardinality(v_name) = 0 then
    v_name := v_words;
  end if;
  if cardinality(v_name) = 0 then
    return null;
  end if;
  v_city := regexp_replace(' ' || private.address_fold(city) || ' ', ' (st|ste|sainte|saint) ', ' saint ', 'g');
  v_city := btrim(v_city);
  if v_city = '' then
    return null;
  end if;
  return concat_ws('|', v_civic, v_unit, array_to_string(v_name, ' ') || ' ' || v_type || ' ' || v_dir,
                   v_city, coalesce(private.province_code(province), ''));
end;
$$;

-- The key trimmed of the trailing spaces a missing type or direction leaves.
CREATE FUNCTION public.normalize_property_address(street_address text, city text, province text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select regexp_replace(private.property_address_key(street_address, city, province), '\s+\|', '|', 'g');
$$;

COMMENT ON FUNCTION public.normalize_property_address(text, text, text) IS 'The normalised address posts are matched on (civic|unit|street name type direction|city|province), null when incomplete.';

CREATE FUNCTION private.property_mls_key(mls_number text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select case when k ~ '[0-9]' and char_length(k) between 5 and 20 then k end
    from (select upper(regexp_replace(coalesce(mls_number, ''), '[^A-Za-z0-9]', '', 'g')) as k) x;
$$;

CREATE FUNCTION private.postal_key(postal_code text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select nullif(upper(regexp_replace(coalesce(postal_code, ''), '[^A-Za-z0-9]', '', 'g')), '');
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- Matching: a BEFORE trigger (after posts_enforce_rules by name), so the post is written once with its property.
-- The trigger runs as the writer (it clamps what members may set, as posts_enforce_rules does); the lookup and the
-- new property run as definer (they read every post, hidden ones too, and members cannot create properties).
-- ---------------------------------------------------------------------------------------------------------------
-- The posts of an address, by postal code (private.find_post_property's lookup; here, after private.postal_key).
CREATE INDEX posts_property_address_key_idx ON public.posts USING btree (property_address_key, private.postal_key(postal_code))
    WHERE property_address_key IS NOT NULL AND NOT property_split;

CREATE FUNCTION private.find_post_property(p_post_id uuid, p_current uuid, p_mls text, p_province_code text, p_address text, p_postal text) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_match uuid;
begin
  -- One new property per key at a time: concurrent posts of the same home wait for each other here.
  if p_mls is not null then
    perform pg_advisory_xact_lock(hashtext('property mls ' || p_mls));
    select p.property_id into v_match from public.posts p
     where p.property_mls_key = p_mls and not p.property_split and p.id <> p_post_id and p.property_id is not null
       and (p_province_code is null or p.province_code is null or p.province_code = p_province_code)
     order by p.created_at limit 1;
  end if;
  if v_match is null and p_address is not null then
    perform pg_advisory_xact_lock(hashtext('property address ' || p_address));
    if p_postal is null then
      select p.property_id into v_match from public.posts p
       where p.property_address_key = p_address and not p.property_split and p.id <> p_post_id and p.property_id is not null
       order by p.created_at limit 1;
    else
      -- The same postal code, or none: each read straight from posts_property_address_key_idx (a busy address has
      -- many posts under other postal codes).
      select x.property_id into v_match from (
        (select p.property_id, p.created_at from public.posts p
          where p.property_address_key = p_address and private.postal_key(p.postal_code) = p_postal
            and not p.property_split and p.id <> p_post_id and p.property_id is not null
          order by p.created_at limit 1)
        union all
        (select p.property_id, p.created_at from public.posts p
          where p.property_address_key = p_address and private.postal_key(p.postal_code) is null and p.postal_code is null
            and not p.property_split and p.id <> p_post_id and p.property_id is not null
          order by p.created_at limit 1)) x
       order by x.created_at limit 1;
    end if;
  end if;
  if v_match is not null then
    return v_match;
  end if;
  -- Nothing else lists this home: the post keeps its own property when no other post shares it, else a new one.
  if p_current is not null and not exists (select 1 from public.posts p where p.property_id = p_current and p.id <> p_post_id) then
    return p_current;
  end if;
  insert into public.properties default values returning id into v_match;
  return v_match;
end;
$$;

-- One post's card figures against the other approved posts of its property (the post itself excluded by id, so
-- this serves the row a trigger is about to write as well as a row in the table): whether it leads (approved, and
-- no approved post of the property is newer; a post without a property leads itself), the sites the others link to
-- apart from its own, and how many members posted the approved ones with it. Definer: it reads every post's row
-- whoever writes (only approved posts count, so it tells nothing the feed does not).
CREATE FUNCTION private.property_card(p_property uuid, p_post_id uuid, p_user_id uuid, p_url text, p_created_at timestamp with time zone, p_approved boolean,
    OUT lead boolean, OUT other_hosts text[], OUT members integer)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_host text := public.url_host(p_url);
begin
  -- plpgsql, not sql: its one statement's plan is kept for the session (a sql function is planned at every call).
  if p_property is null then
    lead := coalesce(p_approved, false); other_hosts := '{}'; members := 1;
    return;
  end if;
  select coalesce(p_approved, false) and not coalesce(bool_or((o.created_at, o.id) > (p_created_at, p_post_id)), false),
         coalesce(array_agg(distinct o.host order by o.host) filter (where o.host is not null and o.host is distinct from v_host), '{}'::text[]),
         count(distinct o.user_id) filter (where o.user_id is distinct from p_user_id)::integer + 1
    into lead, other_hosts, members
    from (select p.id, p.user_id, p.created_at, public.url_host(p.url) as host
            from public.posts p
           where p.property_id = p_property and p.status = 'approved' and p.id <> p_post_id) o;
end;
$$;

REVOKE ALL ON FUNCTION private.property_card(uuid, uuid, uuid, text, timestamp with time zone, boolean) FROM PUBLIC;
-- The posts trigger runs as the writer, like private.find_post_property.
GRANT EXECUTE ON FUNCTION private.property_card(uuid, uuid, uuid, text, timestamp with time zone, boolean) TO authenticated, service_role;

CREATE FUNCTION private.match_post_property() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  -- An edit that leaves the address as it was keeps its key (the address is the costliest part to normalise).
  v_addr text := case when tg_op = 'UPDATE' and (new.street_address, new.city, new.province)
                                                 is not distinct from (old.street_address, old.city, old.province)
                      then old.property_address_key
                      else public.normalize_property_address(new.street_address, new.city, new.province) end;
  v_mls text := private.property_mls_key(new.mls_number);
  v_postal text := private.postal_key(new.postal_code);
begin
  -- Members (and admins through the Data API) never choose the property or the re-check's columns; the split and
  -- the re-check write them through their definer functions.
  if current_user in ('anon', 'authenticated') then
    if tg_op = 'INSERT' then
      new.property_id := null; new.property_split := false;
      new.source_status := null; new.source_price := null; new.source_price_drop := null; new.source_checked_at := null;
    else
      new.property_id := old.property_id; new.property_split := old.property_split;
      new.source_status := old.source_status; new.source_price := old.source_price;
      new.source_price_drop := old.source_price_drop; new.source_checked_at := old.source_checked_at;
    end if;
  end if;
  if tg_op = 'UPDATE' and new.property_id is not null
     and (new.property_split
          or (v_addr is not distinct from old.property_address_key and v_mls is not distinct from old.property_mls_key
              and private.postal_key(old.postal_code) is not distinct from v_postal)) then
    new.property_address_key := v_addr;
    new.property_mls_key := v_mls;
  else
    new.property_address_key := v_addr;
    new.property_mls_key := v_mls;
    new.property_id := private.find_post_property(new.id, case when tg_op = 'UPDATE' then new.property_id end, v_mls,
                                                  private.province_code(new.province), v_addr, v_postal);
  end if;
  -- The card's figures, whoever writes (what a client sends for them is overwritten); the other posts of the
  -- property follow in posts_property_cards. That refresh (private.refresh_property_cards, an UPDATE from the AFTER
  -- trigger, so one trigger level down) writes the figures it has just computed with private.property_card for rows
  -- whose inputs it leaves as they were: they are kept rather than computed a second time.
  if tg_op = 'INSERT' or pg_catalog.pg_trigger_depth() < 2
     or (new.property_id, new.user_id, new.url, new.created_at, new.status)
        is distinct from (old.property_id, old.user_id, old.url, old.created_at, old.status) then
    select c.lead, c.other_hosts, c.members into new.property_lead, new.property_other_hosts, new.property_members
      from private.property_card(new.property_id, new.id, new.user_id, new.url, new.created_at, new.status = 'approved') c;
  end if;
  return new;
end;
$$;

REVOKE ALL ON FUNCTION private.match_post_property() FROM PUBLIC;
REVOKE ALL ON FUNCTION private.find_post_property(uuid, uuid, text, text, text, text) FROM PUBLIC;
-- The posts trigger runs as the member, like private.post_detail_errors.
GRANT EXECUTE ON FUNCTION private.find_post_property(uuid, uuid, text, text, text, text) TO authenticated, service_role;

CREATE TRIGGER posts_match_property BEFORE INSERT OR UPDATE ON public.posts FOR EACH ROW EXECUTE FUNCTION private.match_post_property();

-- The other posts of a property follow a post that joins, leaves, is hidden, removed, approved, deleted or moves its
-- link: each row whose figures changed is rewritten (with its own BEFORE triggers; the figures it writes are not
-- among the columns these triggers watch, so this does not recurse). One property at a time: concurrent writers to
-- the same property wait for each other on its row, and each computes from what the other committed.
CREATE FUNCTION private.refresh_property_cards(p_property uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if p_property is null then
    return;
  end if;
  -- The property's row, not an advisory lock: a bulk insert of many posts in one transaction would fill the lock
  -- table. NO KEY UPDATE lets the posts' foreign key checks (KEY SHARE) through.
  perform 1 from public.properties pr where pr.id = p_property for no key update;
  update public.posts p
     set property_lead = c.lead, property_other_hosts = c.other_hosts, property_members = c.members
    from public.posts q
    cross join lateral private.property_card(q.property_id, q.id, q.user_id, q.url, q.created_at, q.status = 'approved') c
   where q.property_id = p_property and p.id = q.id
     and (p.property_lead, p.property_other_hosts, p.property_members) is distinct from (c.lead, c.other_hosts, c.members);
end;
$$;

CREATE FUNCTION private.property_cards_after_write() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform private.refresh_property_cards(old.property_id);
  end if;
  -- A new post's own figures were set before it was written: the others follow, when there are any.
  if (tg_op = 'INSERT' and exists (select 1 from public.posts p where p.property_id = new.property_id and p.id <> new.id))
     or (tg_op = 'UPDATE' and new.property_id is distinct from old.property_id) then
    perform private.refresh_property_cards(new.property_id);
  end if;
  return null;
end;
$$;

REVOKE ALL ON FUNCTION private.refresh_property_cards(uuid), private.property_cards_after_write() FROM PUBLIC;

CREATE TRIGGER posts_property_cards AFTER INSERT OR DELETE ON public.posts FOR EACH ROW EXECUTE FUNCTION private.property_cards_after_write();

CREATE TRIGGER posts_property_cards_moved AFTER UPDATE ON public.posts FOR EACH ROW
    WHEN (old.property_id IS DISTINCT FROM new.property_id OR old.status IS DISTINCT FROM new.status OR old.url IS DISTINCT FROM new.url
          OR old.user_id IS DISTINCT FROM new.user_id OR old.created_at IS DISTINCT FROM new.created_at)
    EXECUTE FUNCTION private.property_cards_after_write();

-- ---------------------------------------------------------------------------------------------------------------
-- Splitting a wrong match: the post gets a property of its own and is matched no more.
-- ---------------------------------------------------------------------------------------------------------------
CREATE FUNCTION private.split_post_property(p_post_id uuid) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_uid uuid := (select auth.uid());
  v_post public.posts;
  v_new uuid;
begin
  if v_uid is null then
    raise exception 'Sign in to split a post from its property.' using errcode = '42501';
  end if;
  select * into v_post from public.posts p where p.id = p_post_id;
  if not found or (v_post.user_id <> v_uid and v_post.status <> 'approved' and not public.has_role(v_uid, 'admin')) then
    raise exception 'Post not found.' using errcode = 'P0002';
  end if;
  if not public.has_role(v_uid, 'admin') and (v_post.user_id <> v_uid or public.is_banned(v_uid)) then
    raise exception 'Only the post''s author or an admin can split it from its property.' using errcode = '42501';
  end if;
  if v_post.property_id is not null
     and not exists (select 1 from public.posts p where p.property_id = v_post.property_id and p.id <> p_post_id) then
    raise exception 'This post is the only one of its property; there is nothing to split.' using errcode = '22023';
  end if;
  insert into public.properties (split_from) values (v_post.property_id) returning id into v_new;
  update public.posts set property_id = v_new, property_split = true where id = p_post_id;
  return v_new;
end;
$$;

CREATE FUNCTION public.split_post_property(p_post_id uuid) RETURNS uuid
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.split_post_property(p_post_id);
$$;

COMMENT ON FUNCTION public.split_post_property(uuid) IS 'Moves a wrongly matched post to a property of its own (its author or an admin); returns the new property.';

-- ---------------------------------------------------------------------------------------------------------------
-- History: what the re-check saw, when it changed. Kept when a post is deleted (it belongs to the property).
-- ---------------------------------------------------------------------------------------------------------------
CREATE TABLE public.listing_snapshots (
    id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
    property_id uuid NOT NULL,
    post_id uuid,
    url text NOT NULL,
    checked_at timestamp with time zone DEFAULT now() NOT NULL,
    price numeric(14,2),
    source_status text NOT NULL,
    facts jsonb DEFAULT '{}'::jsonb NOT NULL,
    CONSTRAINT listing_snapshots_pkey PRIMARY KEY (id),
    CONSTRAINT listing_snapshots_property_id_fkey FOREIGN KEY (property_id) REFERENCES public.properties(id) ON DELETE CASCADE,
    CONSTRAINT listing_snapshots_post_id_fkey FOREIGN KEY (post_id) REFERENCES public.posts(id) ON DELETE SET NULL,
    CONSTRAINT listing_snapshots_status_known CHECK (source_status IN ('live', 'sold', 'removed', 'expired', 'redirected')),
    CONSTRAINT listing_snapshots_price_positive CHECK (price > 0),
    CONSTRAINT listing_snapshots_url_length CHECK (char_length(url) <= 2048),
    CONSTRAINT listing_snapshots_facts_object CHECK (jsonb_typeof(facts) = 'object' AND octet_length(facts::text) <= 4096)
);

COMMENT ON TABLE public.listing_snapshots IS 'A post''s source as a re-check saw it, written only when price, status or key facts changed (issue 20).';

CREATE INDEX listing_snapshots_post_idx ON public.listing_snapshots USING btree (post_id, checked_at DESC, id DESC);
CREATE INDEX listing_snapshots_property_idx ON public.listing_snapshots USING btree (property_id, checked_at, id);

-- Readable with the property's posts: whoever can read one of them (RLS on posts applies inside) reads its history.
CREATE POLICY "History is readable with its property's posts" ON public.listing_snapshots FOR SELECT TO anon, authenticated
    USING (EXISTS (SELECT 1 FROM public.posts p WHERE p.property_id = listing_snapshots.property_id));

CREATE POLICY "Properties are readable by everyone" ON public.properties FOR SELECT TO anon, authenticated USING (true);

ALTER TABLE public.properties ENABLE ROW LEVEL SECURITY;
ALTER TABLE public.listing_snapshots ENABLE ROW LEVEL SECURITY;

GRANT SELECT ON TABLE public.properties TO anon, authenticated;
GRANT ALL ON TABLE public.properties TO service_role;
GRANT SELECT ON TABLE public.listing_snapshots TO anon, authenticated;
GRANT ALL ON TABLE public.listing_snapshots TO service_role;

-- The e-mail a post's author gets when its source changes (status or price; not the first check, not facts alone), in
-- their language (p_locale 'en', or 'fr' with French prices and a /fr link), through private.email_outbox.
CREATE FUNCTION private.listing_change_email(p_post_id uuid, p_title text, p_url text, p_status text, p_price numeric, p_old_status text, p_old_price numeric, p_locale text DEFAULT 'en', OUT subject text, OUT body text)
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
declare
  v_fr boolean := p_locale = 'fr';
  v_title text := private.email_quote(coalesce(nullif(btrim(p_title), ''), case when v_fr then 'Annonce sans titre' else 'Untitled listing' end), p_locale);
  v_site text := coalesce(public.url_host(p_url), p_url);
  v_price text := private.email_price(p_price, p_locale);
  v_old text := private.email_price(p_old_price, p_locale);
  v_what text;
begin
  if p_status is distinct from p_old_status then
    v_what := case p_status
      when 'sold' then case when v_fr then 'est indiquée comme vendue sur ' else 'is marked sold on ' end
      when 'removed' then case when v_fr then 'a été retirée de ' else 'was removed from ' end
      when 'expired' then case when v_fr then 'a expiré sur ' else 'has expired on ' end
      when 'redirected' then case when v_fr then 'renvoie maintenant vers une page de recherche sur ' else 'now leads to a search page on ' end
      else case when v_fr then 'est de nouveau affichée sur ' else 'is listed again on ' end
    end || v_site;
  elsif p_price < p_old_price then
    v_what := case when v_fr then 'a baissé à ' || v_price || ' sur ' || v_site || ' (auparavant ' || v_old || ')'
                   else 'was reduced to ' || v_price || ' on ' || v_site || ' (was ' || v_old || ')' end;
  else
    v_what := case when v_fr then 'est maintenant à ' || coalesce(v_price, 'prix non indiqué') || ' sur ' || v_site || coalesce(' (auparavant ' || v_old || ')', '')
                   else 'is now at ' || coalesce(v_price, 'no price') || ' on ' || v_site || coalesce(' (was ' || v_old || ')', '') end;
  end if;
  subject := case when v_fr then 'Votre annonce ' else 'Your listing ' end || v_title || ' ' || v_what;
  body := subject || '.' || E'\n\n'
    || case when v_fr then 'Nous revérifions la page vers laquelle pointe votre annonce' || chr(160) || ': ' else 'We check the page your listing links to again: ' end
    || p_url || E'\n\n'
    || case when v_fr then 'Votre annonce et son historique de prix' || chr(160) || ': ' else 'Your listing and its price history: ' end
    || private.email_link('/post/' || p_post_id::text, p_locale) || E'\n';
end;
$$;

REVOKE ALL ON FUNCTION private.listing_change_email(uuid, text, text, text, numeric, text, numeric, text) FROM PUBLIC;

-- The re-check's one write: a snapshot when price, status or facts differ from the post's last one (the first check
-- always writes, "Listed at"); the post's source columns follow. Returns whether it wrote.
CREATE FUNCTION private.record_listing_check(p_post_id uuid, p_status text, p_price numeric, p_facts jsonb DEFAULT '{}'::jsonb) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_post public.posts;
  v_last public.listing_snapshots;
  v_first numeric;
  v_mail record;
  -- A JSON object, also when a client sends it as a JSON string.
  v_facts jsonb := case jsonb_typeof(p_facts) when 'object' then p_facts when 'string' then (p_facts #>> '{}')::jsonb else '{}'::jsonb end;
  v_price numeric := case when p_price > 0 then round(p_price, 2) end;
begin
  -- Nothing changed (most checks of a pass): answered from the last snapshot, without locking the post, so a pass
  -- over unchanged sources writes nothing at all (not even a row lock).
  select * into v_last from public.listing_snapshots s where s.post_id = p_post_id order by s.checked_at desc, s.id desc limit 1;
  if v_last.id is not null and v_last.source_status = p_status and v_last.facts = v_facts
     and v_last.price is not distinct from coalesce(v_price, case when p_status <> 'live' then v_last.price end) then
    return false;
  end if;
  select * into v_post from public.posts where id = p_post_id for update;
  if not found then
    return false;
  end if;
  if v_post.property_id is null then
    update public.posts set updated_at = updated_at where id = p_post_id returning * into v_post;
  end if;
  -- Again under the lock: another check of the same post may have written since.
  select * into v_last from public.listing_snapshots s where s.post_id = p_post_id order by s.checked_at desc, s.id desc limit 1;
  -- A page that no longer shows a price keeps the last one seen, so "removed" does not read as a price change.
  if v_price is null and p_status <> 'live' then
    v_price := v_last.price;
  end if;
  if v_last.id is not null and v_last.source_status = p_status and v_last.price is not distinct from v_price and v_last.facts = v_facts then
    return false;
  end if;
  insert into public.listing_snapshots (property_id, post_id, url, price, source_status, facts)
  values (v_post.property_id, p_post_id, v_post.url, v_price, p_status, v_facts);
  -- The author hears of a change of status or price (not of the first check, nor of facts alone).
  if v_last.id is not null and (v_last.source_status <> p_status or v_last.price is distinct from v_price) then
    select * into v_mail from private.listing_change_email(p_post_id, v_post.title, v_post.url, p_status, v_price,
                                                           v_last.source_status, v_last.price, private.user_locale(v_post.user_id));
    perform private.enqueue_user_email(v_post.user_id, v_mail.subject, v_mail.body);
  end if;
  select s.price into v_first from public.listing_snapshots s
   where s.post_id = p_post_id and s.price is not null order by s.checked_at, s.id limit 1;
  update public.posts
     set source_status = p_status, source_price = v_price, source_checked_at = now(),
         source_price_drop = case when v_first > v_price then v_first - v_price end,
         updated_at = updated_at
   where id = p_post_id;
  return true;
end;
$$;

CREATE FUNCTION public.record_listing_check(p_post_id uuid, p_status text, p_price numeric, p_facts jsonb DEFAULT '{}'::jsonb) RETURNS boolean
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.record_listing_check(p_post_id, p_status, p_price, p_facts);
$$;

COMMENT ON FUNCTION public.record_listing_check(uuid, text, numeric, jsonb) IS 'The re-check function''s write (service role only): a snapshot when something changed; true when it wrote.';

-- ---------------------------------------------------------------------------------------------------------------
-- Re-check now: a member asks, the re-check function takes the queue first. At most one waiting request per post,
-- the same post once in 10 minutes, a member 10 requests an hour.
-- ---------------------------------------------------------------------------------------------------------------
CREATE TABLE private.recheck_requests (
    id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
    post_id uuid NOT NULL,
    requested_by uuid NOT NULL,
    requested_at timestamp with time zone DEFAULT now() NOT NULL,
    done_at timestamp with time zone,
    CONSTRAINT recheck_requests_pkey PRIMARY KEY (id),
    CONSTRAINT recheck_requests_post_id_fkey FOREIGN KEY (post_id) REFERENCES public.posts(id) ON DELETE CASCADE,
    CONSTRAINT recheck_requests_requested_by_fkey FOREIGN KEY (requested_by) REFERENCES auth.users(id) ON DELETE CASCADE
);

CREATE INDEX recheck_requests_member_idx ON private.recheck_requests USING btree (requested_by, requested_at DESC);
CREATE INDEX recheck_requests_post_idx ON private.recheck_requests USING btree (post_id, requested_at DESC);
CREATE INDEX recheck_requests_waiting_idx ON private.recheck_requests USING btree (requested_at) WHERE done_at IS NULL;

REVOKE ALL ON TABLE private.recheck_requests FROM PUBLIC, anon, authenticated;
GRANT ALL ON TABLE private.recheck_requests TO service_role;

CREATE FUNCTION private.request_post_recheck(p_post_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_uid uuid := (select auth.uid());
begin
  if v_uid is null then
    raise exception 'Sign in to ask for a re-check.' using errcode = '42501';
  end if;
  if public.is_banned(v_uid) then
    raise exception 'Your account is suspended.' using errcode = '42501';
  end if;
  if not exists (select 1 from public.posts p where p.id = p_post_id and (p.status = 'approved' or p.user_id = v_uid)) then
    raise exception 'Post not found.' using errcode = 'P0002';
  end if;
  perform pg_advisory_xact_lock(hashtext('recheck ' || v_uid::text));
  if exists (select 1 from private.recheck_requests r where r.post_id = p_post_id and (r.done_at is null or r.requested_at > now() - interval '10 minutes')) then
    raise exception 'This post was checked or asked for in the last 10 minutes; try again later.' using errcode = 'P0001';
  end if;
  if (select count(*) from private.recheck_requests r where r.requested_by = v_uid and r.requested_at > now() - interval '1 hour') >= 10 then
    raise exception 'You can ask for 10 re-checks an hour; try again later.' using errcode = 'P0001';
  end if;
  insert into private.recheck_requests (post_id, requested_by) values (p_post_id, v_uid);
end;
$$;

CREATE FUNCTION public.request_post_recheck(p_post_id uuid) RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.request_post_recheck(p_post_id);
$$;

COMMENT ON FUNCTION public.request_post_recheck(uuid) IS 'A member asks for a re-check of one post now (one per post in 10 minutes, 10 an hour per member).';

-- The re-check's work list (service role): waiting requests first (taken: marked done), then approved posts still
-- live at their source, by id after p_after, so a pass pages through all of them without writing anything.
CREATE FUNCTION private.listing_recheck_batch(p_limit integer DEFAULT 500, p_after uuid DEFAULT NULL) RETURNS TABLE(post_id uuid, url text, requested boolean)
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  with taken as (
    update private.recheck_requests
       set done_at = now()
     where id in (select q.id from private.recheck_requests q where q.done_at is null
                   order by q.requested_at limit greatest(coalesce(p_limit, 500), 1) for update skip locked)
    returning recheck_requests.post_id as taken_post_id
  ), requested_posts as (
    select p.id, p.url, true as requested from public.posts p where p.id in (select taken_post_id from taken)
  ), due as (
    select p.id, p.url, false as requested from public.posts p
     where p.status = 'approved' and coalesce(p.source_status, 'live') = 'live'
       and (p_after is null or p.id > p_after)
     order by p.id
     limit greatest(coalesce(p_limit, 500), 1)
  )
  select * from requested_posts
  union all
  select * from due;
$$;

CREATE FUNCTION public.listing_recheck_batch(p_limit integer DEFAULT 500, p_after uuid DEFAULT NULL) RETURNS TABLE(post_id uuid, url text, requested boolean)
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select * from private.listing_recheck_batch(p_limit, p_after);
$$;

REVOKE ALL ON FUNCTION private.address_fold(text), private.street_type(text), private.street_direction(text), private.province_code(text),
    private.property_address_key(text, text, text), private.property_mls_key(text), private.postal_key(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.address_fold(text), private.street_type(text), private.street_direction(text), private.province_code(text),
    private.property_address_key(text, text, text), private.property_mls_key(text), private.postal_key(text) TO anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.normalize_property_address(text, text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.normalize_property_address(text, text, text) TO anon, authenticated, service_role;

REVOKE ALL ON FUNCTION private.split_post_property(uuid), public.split_post_property(uuid),
    private.request_post_recheck(uuid), public.request_post_recheck(uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.split_post_property(uuid), public.split_post_property(uuid),
    private.request_post_recheck(uuid), public.request_post_recheck(uuid) TO authenticated, service_role;

REVOKE ALL ON FUNCTION private.record_listing_check(uuid, text, numeric, jsonb), public.record_listing_check(uuid, text, numeric, jsonb),
    private.listing_recheck_batch(integer, uuid), public.listing_recheck_batch(integer, uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.record_listing_check(uuid, text, numeric, jsonb), public.record_listing_check(uuid, text, numeric, jsonb),
    private.listing_recheck_batch(integer, uuid), public.listing_recheck_batch(integer, uuid) TO service_role;

-- Each pass of the re-check, as the function reported it (hosted pg_cron and the local scheduler alike).
CREATE TABLE private.recheck_runs (
    id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
    ran_at timestamp with time zone DEFAULT now() NOT NULL,
    trigger text NOT NULL,
    report jsonb NOT NULL,
    CONSTRAINT recheck_runs_pkey PRIMARY KEY (id)
);
REVOKE ALL ON TABLE private.recheck_runs FROM PUBLIC, anon, authenticated;
GRANT ALL ON TABLE private.recheck_runs TO service_role;

CREATE FUNCTION private.record_recheck_run(p_trigger text, p_report jsonb) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  -- A JSON object, also when the report arrives as a JSON string (as the REST layer passes it on PostgreSQL).
  insert into private.recheck_runs (trigger, report)
  values (left(coalesce(p_trigger, 'manual'), 100),
          case jsonb_typeof(p_report) when 'object' then p_report when 'string' then (p_report #>> '{}')::jsonb else '{}'::jsonb end);
  delete from private.recheck_runs where ran_at < now() - interval '90 days';
$$;

CREATE FUNCTION public.record_recheck_run(p_trigger text, p_report jsonb) RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.record_recheck_run(p_trigger, p_report);
$$;

REVOKE ALL ON FUNCTION private.record_recheck_run(text, jsonb), public.record_recheck_run(text, jsonb) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.record_recheck_run(text, jsonb), public.record_recheck_run(text, jsonb) TO service_role;

-- Where the next call of the re-check goes on: the post after which the last run stopped (its report's
-- "resumeAfter"), or null when that run finished the pass (or none ran yet).
CREATE FUNCTION private.listing_recheck_resume() RETURNS uuid
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select case when r.report->>'resumeAfter' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
              then (r.report->>'resumeAfter')::uuid end
    from private.recheck_runs r order by r.id desc limit 1;
$$;

CREATE FUNCTION public.listing_recheck_resume() RETURNS uuid
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select private.listing_recheck_resume();
$$;

COMMENT ON FUNCTION public.listing_recheck_resume() IS 'The re-check function''s place (service role only): the post after which its last run stopped, null to start from the first.';

REVOKE ALL ON FUNCTION private.listing_recheck_resume(), public.listing_recheck_resume() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.listing_recheck_resume(), public.listing_recheck_resume() TO service_role;

-- ---------------------------------------------------------------------------------------------------------------
-- The schedule on hosted Supabase: pg_cron calls the listing-recheck edge function through pg_net every 15 minutes,
-- with the project URL and a service-role key from Vault (secrets "project_url" and "listing_recheck_key"; see
-- README, "Listing re-checks"). Skipped where pg_cron or pg_net is not available (the local stack schedules itself).
-- ---------------------------------------------------------------------------------------------------------------
-- Run by this migration and again by hand after enabling the extensions (README); a plain function, so nothing here
-- names cron or net until they exist.
CREATE FUNCTION private.schedule_listing_recheck() RETURNS text
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if not exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron')
     or not exists (select 1 from pg_catalog.pg_extension where extname = 'pg_net') then
    return 'skipped: pg_cron and pg_net are not both enabled';
  end if;
  perform cron.schedule('listing-recheck', '*/15 * * * *', $job$
    select net.http_post(
      url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/listing-recheck',
      headers := jsonb_build_object(
        'Content-Type', 'application/json',
        'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'listing_recheck_key')),
      body := '{"trigger":"pg_cron"}'::jsonb,
      timeout_milliseconds := 60000);
  $job$);
  return 'scheduled: listing-recheck every 15 minutes';
end;
$$;

REVOKE ALL ON FUNCTION private.schedule_listing_recheck() FROM PUBLIC;

SELECT private.schedule_listing_recheck();
