-- Issue 19, "Find": filters and sorting for search results, the category pages and /fsbo, run in the database.
-- Beds and baths as numbers beside the words members and pages used, a city key, indexes for the filtered sorts, and
-- public.browse_posts / public.browse_posts_count: SECURITY INVOKER (the posts policies decide what a caller sees,
-- drafts and hidden posts included), with search_posts' text matching (title, place and text, folded; "#tag" finds
-- the posts that carry the hashtag).

-- ---------------------------------------------------------------------------------------------------------------
-- Numbers to filter on. Rows written before the composer's rules may hold any words: what is not a number is null.
-- ---------------------------------------------------------------------------------------------------------------
ALTER TABLE public.posts
    ADD COLUMN bedrooms_total smallint GENERATED ALWAYS AS (
        CASE WHEN bedrooms ~ '^\s*[0-9]{1,2}\s*(\+\s*[0-9]{1,2}\s*)?$'
             THEN (substring(bedrooms FROM '^\s*([0-9]{1,2})'))::smallint
                  + coalesce((substring(bedrooms FROM '\+\s*([0-9]{1,2})'))::smallint, 0::smallint)
        END) STORED,
    ADD COLUMN bathrooms_value numeric(4,1) GENERATED ALWAYS AS (
        CASE WHEN bathrooms ~ '^\s*[0-9]{1,2}(\.[0-9])?\s*$' THEN btrim(bathrooms)::numeric(4,1) END) STORED,
    ADD COLUMN city_key text GENERATED ALWAYS AS (nullif(lower(btrim(city)), '')) STORED,
    -- price_value (the manual price, else the number in listing_price) in whole dollars, as bigint: under RLS only
    -- leakproof operators may be index conditions, and bigint's comparisons are (numeric's are not). A generated
    -- column cannot read another, so price_value's expression is repeated.
    ADD COLUMN price_amount bigint GENERATED ALWAYS AS (
        CASE WHEN COALESCE(manual_price, (NULLIF("substring"(regexp_replace(COALESCE(listing_price, ''::text), '[^0-9.]'::text, ''::text, 'g'::text), '^[0-9]+(?:\.[0-9]+)?'::text), ''::text))::numeric) < 1e15
             THEN floor(COALESCE(manual_price, (NULLIF("substring"(regexp_replace(COALESCE(listing_price, ''::text), '[^0-9.]'::text, ''::text, 'g'::text), '^[0-9]+(?:\.[0-9]+)?'::text), ''::text))::numeric))::bigint
        END) STORED;

COMMENT ON COLUMN public.posts.bedrooms_total IS 'Bedrooms as a number (above and below grade: "3 + 1" is 4) for the browse filters; null when bedrooms is not a number.';
COMMENT ON COLUMN public.posts.bathrooms_value IS 'Bathrooms as a number for the browse filters; null when bathrooms is not a number.';
COMMENT ON COLUMN public.posts.city_key IS 'The city, trimmed and lower-cased: what the browse city filter compares.';
COMMENT ON COLUMN public.posts.price_amount IS 'price_value in whole dollars (bigint, so the browse price filters can use an index under RLS); null when none.';

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

-- ---------------------------------------------------------------------------------------------------------------
-- The text part of a browse: search_posts' matching (private.matching_post_ids: every word as a prefix, or the term
-- inside title or place, folded), or for "#tag" the posts whose text carries that hashtag.
-- ---------------------------------------------------------------------------------------------------------------
CREATE FUNCTION private.browse_term(search_term text, OUT q text, OUT tag text, OUT tsq tsquery, OUT pattern text)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $_$
begin
  q := nullif(btrim(regexp_replace(public.search_fold(left(search_term, 200)), '\s+', ' ', 'g')), '');
  if q is null then
    return;
  end if;
  if q ~ '^#[a-z0-9_]+$' then
    tag := substr(q, 2);
    tsq := to_tsquery('pg_catalog.simple'::regconfig, quote_literal(replace(tag, '_', ' ')));
    return;
  end if;
  if q ~ '^[a-z][0-9][a-z] ?[0-9][a-z][0-9]$' then
    q := replace(q, ' ', '');
  end if;
  select to_tsquery('pg_catalog.simple'::regconfig, string_agg(t || ':*', ' & '))
    into tsq
    from regexp_split_to_table(q, '[^a-z0-9]+') as t
    where t <> '';
  pattern := '%' || replace(replace(replace(q, '\', '\\'), '%', '\%'), '_', '\_') || '%';
end;
$_$;

REVOKE ALL ON FUNCTION private.browse_term(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.browse_term(text) TO anon, authenticated, service_role;

-- The approved posts whose text matches, as ids, when they are few (up to 500; null beyond: the page then walks the
-- newest or cheapest posts and finds its matches among them soon enough). SECURITY DEFINER for one reason: under
-- RLS the planner may not use the text indexes (@@ and ILIKE are not leakproof), so a rare word would read every
-- post. It reveals nothing search_posts does not; browse_posts reads the rows themselves as the caller, through the
-- policies, with these ids as one more condition (uuid equality is leakproof: the primary key serves it).
CREATE FUNCTION private.browse_text_ids(search_term text) RETURNS uuid[]
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    SET plan_cache_mode TO 'force_custom_plan'
    AS $_$
declare
  t record := private.browse_term(search_term);
  ids uuid[];
begin
  if t.q is null then
    return null;
  end if;
  select array_agg(m.id) into ids from (
    select p.id
    from public.posts p
    where p.status = 'approved'
      and ((t.tag is not null and p.search_vector @@ t.tsq)
        or (t.tag is null and ((t.tsq is not null and p.search_vector @@ t.tsq) or p.search_text ilike t.pattern)))
    limit 501
  ) m;
  if cardinality(ids) > 500 then
    return null;
  end if;
  return coalesce(ids, '{}');
end;
$_$;

REVOKE ALL ON FUNCTION private.browse_text_ids(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.browse_text_ids(text) TO anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------------
-- browse_posts: one page of the posts matching the filters, in the chosen order (ties broken by id), as the caller
-- may read them (SECURITY INVOKER: the posts policies apply). Arguments left null do not filter. sort: 'newest'
-- (default), 'price_asc', 'price_desc' (whole dollars); posts without a price come last either way. browse_posts_count counts the
-- same posts up to `cap` (the count line shows "1000+" beyond). The WHERE clauses of the two are the same text.
-- ---------------------------------------------------------------------------------------------------------------
CREATE FUNCTION public.browse_posts(
    search_term text DEFAULT NULL,
    category public.post_category DEFAULT NULL,
    min_price numeric DEFAULT NULL,
    max_price numeric DEFAULT NULL,
    min_beds integer DEFAULT NULL,
    min_baths numeric DEFAULT NULL,
    kind text DEFAULT NULL,
    province text DEFAULT NULL,
    city text DEFAULT NULL,
    sort text DEFAULT 'newest',
    page_limit integer DEFAULT 20,
    page_offset integer DEFAULT 0) RETURNS SETOF public.posts
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    SET plan_cache_mode TO 'force_custom_plan'
    AS $_$
declare
  t record := private.browse_term(search_term);
  text_ids uuid[] := private.browse_text_ids(search_term);
  min_q bigint := case when min_price is not null then ceil(greatest(least(min_price, 1e15), -1e15))::bigint end;
  max_q bigint := case when max_price is not null then floor(greatest(least(max_price, 1e15), -1e15))::bigint end;
  city_q text := nullif(lower(btrim(city)), '');
  province_q text := nullif(upper(btrim(province)), '');
  kind_q text := nullif(btrim(kind), '');
  sort_q text := coalesce(nullif(sort, ''), 'newest');
  n integer := least(greatest(coalesce(page_limit, 20), 1), 100);
  skip integer := greatest(coalesce(page_offset, 0), 0);
begin
  if sort_q not in ('newest', 'price_asc', 'price_desc') then
    raise exception 'Sort must be newest, price_asc or price_desc.' using errcode = '22023';
  end if;
  return query
    select p.*
    from public.posts p
    where p.status = 'approved'
      and (browse_posts.category is null or p.category = browse_posts.category)
      and (min_q is null or p.price_amount >= min_q)
      and (max_q is null or p.price_amount <= max_q)
      and (text_ids is null or p.id = any(text_ids))
      and (min_beds is null or p.bedrooms_total >= min_beds)
      and (min_baths is null or p.bathrooms_value >= min_baths)
      and (kind_q is null or p.property_kind = kind_q)
      and (province_q is null or p.province_code = province_q)
      and (city_q is null or p.city_key = city_q)
      and (t.q is null
        or (t.tag is not null and p.search_vector @@ t.tsq
            and public.search_fold(concat_ws(' ', p.description, p.custom_description)) ~ ('#' || t.tag || '($|[^a-z0-9_])'))
        or (t.tag is null and ((t.tsq is not null and p.search_vector @@ t.tsq) or p.search_text ilike t.pattern)))
    order by
      case when sort_q = 'price_asc' then p.price_amount end asc nulls last,
      case when sort_q = 'price_desc' then p.price_amount end desc nulls last,
      case when sort_q = 'newest' then p.created_at end desc,
      case when sort_q = 'price_asc' then p.id end asc,
      p.id desc
    limit n offset skip;
end;
$_$;

CREATE FUNCTION public.browse_posts_count(
    search_term text DEFAULT NULL,
    category public.post_category DEFAULT NULL,
    min_price numeric DEFAULT NULL,
    max_price numeric DEFAULT NULL,
    min_beds integer DEFAULT NULL,
    min_baths numeric DEFAULT NULL,
    kind text DEFAULT NULL,
    province text DEFAULT NULL,
    city text DEFAULT NULL,
    cap integer DEFAULT 1000) RETURNS integer
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    SET plan_cache_mode TO 'force_custom_plan'
    AS $_$
declare
  t record := private.browse_term(search_term);
  text_ids uuid[] := private.browse_text_ids(search_term);
  min_q bigint := case when min_price is not null then ceil(greatest(least(min_price, 1e15), -1e15))::bigint end;
  max_q bigint := case when max_price is not null then floor(greatest(least(max_price, 1e15), -1e15))::bigint end;
  city_q text := nullif(lower(btrim(city)), '');
  province_q text := nullif(upper(btrim(province)), '');
  kind_q text := nullif(btrim(kind), '');
  total integer;
begin
  select count(*)::integer into total from (
    select 1
    from public.posts p
    where p.status = 'approved'
      and (browse_posts_count.category is null or p.category = browse_posts_count.category)
      and (min_q is null or p.price_amount >= min_q)
      and (max_q is null or p.price_amount <= max_q)
      and (text_ids is null or p.id = any(text_ids))
      and (min_beds is null or p.bedrooms_total >= min_beds)
      and (min_baths is null or p.bathrooms_value >= min_baths)
      and (kind_q is null or p.property_kind = kind_q)
      and (province_q is null or p.province_code = province_q)
      and (city_q is null or p.city_key = city_q)
      and (t.q is null
        or (t.tag is not null and p.search_vector @@ t.tsq
            and public.search_fold(concat_ws(' ', p.description, p.custom_description)) ~ ('#' || t.tag || '($|[^a-z0-9_])'))
        or (t.tag is null and ((t.tsq is not null and p.search_vector @@ t.tsq) or p.search_text ilike t.pattern)))
    limit least(greatest(coalesce(cap, 1000), 1), 10000) + 1
  ) hits;
  return total;
end;
$_$;

COMMENT ON FUNCTION public.browse_posts(text, public.post_category, numeric, numeric, integer, numeric, text, text, text, text, integer, integer) IS 'Issue 19: a page of approved posts matching the browse filters, in the chosen order (ties by id), as the caller may read them (SECURITY INVOKER).';
COMMENT ON FUNCTION public.browse_posts_count(text, public.post_category, numeric, numeric, integer, numeric, text, text, text, integer) IS 'Issue 19: how many posts browse_posts would list, counted up to cap + 1.';

REVOKE ALL ON FUNCTION public.browse_posts(text, public.post_category, numeric, numeric, integer, numeric, text, text, text, text, integer, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.browse_posts(text, public.post_category, numeric, numeric, integer, numeric, text, text, text, text, integer, integer) TO anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.browse_posts_count(text, public.post_category, numeric, numeric, integer, numeric, text, text, text, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.browse_posts_count(text, public.post_category, numeric, numeric, integer, numeric, text, text, text, integer) TO anon, authenticated, service_role;
