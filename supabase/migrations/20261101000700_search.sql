-- Search: accent- and case-folded search columns on posts, the place names the search recognises, and search_posts
-- (private.matching_post_ids does the walk).

CREATE TABLE public.search_place_names (
    name text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT search_place_names_pkey PRIMARY KEY (name)
);

CREATE INDEX search_place_names_trgm_idx ON public.search_place_names USING gin (name extensions.gin_trgm_ops);

CREATE FUNCTION private.matching_post_ids(term text) RETURNS uuid[]
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    SET plan_cache_mode TO 'force_custom_plan'
    SET work_mem TO '16MB'
    AS $$
declare
  tsq tsquery;
  pattern text := '%' || replace(replace(replace(term, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  posts real;
  sample integer;
  hits integer;
  walk integer;
  walked integer;
  ids uuid[];
begin
  select to_tsquery('pg_catalog.simple'::regconfig, string_agg(t || ':*', ' & '))
    into tsq
    from regexp_split_to_table(term, '[^a-z0-9]+') as t
    where t <> '';

  select greatest(c.reltuples, 0) into posts from pg_catalog.pg_class c where c.oid = 'public.posts'::regclass;
  sample := least(5000, greatest(1000, (posts / 50)::integer));

  -- 1. The newest matches among the newest `sample` approved posts; then, for a term common enough (2b), the same
  -- walk further back, a bounded number of posts.
  walked := sample;
  loop
    select array_agg(m.id order by m.rank desc, m.created_at desc, m.id desc), count(*)
      into ids, hits
      from (
        select w.id, w.created_at, case when tsq is null then 0 else ts_rank(w.search_vector, tsq) end as rank
        from (
          select p.id, p.created_at, p.search_vector, p.search_text
          from public.posts p
          where p.status = 'approved'
          order by p.created_at desc
          limit walked
        ) w
        where (tsq is not null and w.search_vector @@ tsq) or w.search_text ilike pattern
        order by w.created_at desc
        limit 100
      ) m;
    if hits >= 100 or posts <= walked or walked > sample then
      return coalesce(ids, '{}');
    end if;
    walk := case when hits = 0 then null else ceil(100.0 * sample / hits)::integer end;
    exit when walk is null or hits::real / sample * posts * 10 < walk;
    walked := least(3 * walk, 200000); -- more than sample: walk > sample since hits < 100
  end loop;

  -- 2a. Rare: rank every match (GIN bitmap scans over the few posts that match).
  select array_agg(m.id order by m.rank desc, m.created_at desc, m.id desc)
    into ids
    from (
      select p.id, p.created_at, case when tsq is null then 0 else ts_rank(p.search_vector, tsq) end as rank
      from public.posts p
      where p.status = 'approved'
        and ((tsq is not null and p.search_vector @@ tsq) or p.search_text ilike pattern)
      order by rank desc, p.created_at desc
      limit 100
    ) m;
  return coalesce(ids, '{}');
end;
$$;

CREATE FUNCTION public.search_fold(value text) RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select lower(extensions.unaccent('extensions.unaccent'::regdictionary, coalesce(value, '')));
$$;

CREATE FUNCTION public.remember_post_place() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.status = 'approved' and nullif(btrim(new.city), '') is not null then
    insert into public.search_place_names (name)
    values (public.search_fold(btrim(new.city)))
    on conflict (name) do nothing;
  end if;
  return null;
end;
$$;

CREATE FUNCTION private.search_posts(search_term text) RETURNS TABLE(id uuid, title text, price double precision, address text, "imageUrl" text)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    SET "pg_trgm.similarity_threshold" TO '0.45'
    SET "pg_trgm.word_similarity_threshold" TO '0.5'
    SET plan_cache_mode TO 'force_custom_plan'
    AS $_$
declare
  q text := btrim(regexp_replace(public.search_fold(left(search_term, 200)), '\s+', ' ', 'g'));
  ids uuid[];
  candidate text;
  word text;
  unknown_word boolean := false;
begin
  if q = '' then
    return;
  end if;
  if q ~ '^[a-z][0-9][a-z] ?[0-9][a-z][0-9]$' then
    q := replace(q, ' ', '');
  end if;

  ids := private.matching_post_ids(q);

  if cardinality(ids) = 0 then
    for candidate in
      select n.name
      from public.search_place_names n
      where n.name <> q and (n.name operator(extensions.%) q or q operator(extensions.<%) n.name)
      order by greatest(extensions.similarity(n.name, q), extensions.word_similarity(q, n.name)) desc, n.name
      limit 3
    loop
      ids := private.matching_post_ids(candidate);
      exit when cardinality(ids) > 0;
    end loop;
  end if;

  if cardinality(ids) = 0 then
    for word in select t from regexp_split_to_table(q, '[^a-z0-9]+') as t where t <> '' loop
      -- The same bounded matching as above (an EXISTS here would walk every post for an absent word); a one-word
      -- term has just been matched.
      unknown_word := word = q or cardinality(private.matching_post_ids(word)) = 0;
      exit when unknown_word;
    end loop;
  end if;

  if cardinality(ids) = 0 and unknown_word then
    select coalesce(array_agg(m.id order by m.score desc, m.created_at desc, m.id desc), '{}')
      into ids
      from (
        select p.id, p.created_at, extensions.word_similarity(q, p.search_text) as score
        from public.posts p
        where p.status = 'approved' and p.search_text operator(extensions.%>) q
        order by score desc, p.created_at desc
        limit 100
      ) m;
  end if;

  return query
    select p.id, p.title,
      public.listing_card_price(p.manual_price, p.listing_price),
      public.listing_card_address(p.street_address, p.city, p.province, p.postal_code, p.location),
      coalesce(p.og_image_url, p.additional_images[1])
    from unnest(ids) with ordinality as r(post_id, position)
    join public.posts p on p.id = r.post_id
    order by r.position;
end;
$_$;

CREATE FUNCTION public.search_posts(search_term text) RETURNS TABLE(id uuid, title text, price double precision, address text, "imageUrl" text)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select * from private.search_posts(search_term);
$$;

CREATE FUNCTION public.update_post_search() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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

CREATE INDEX posts_search_text_trgm_idx ON public.posts USING gin (search_text extensions.gin_trgm_ops) WHERE (status = 'approved'::public.post_status);

CREATE INDEX posts_search_vector_idx ON public.posts USING gin (search_vector) WHERE (status = 'approved'::public.post_status);

CREATE TRIGGER posts_remember_place AFTER INSERT OR UPDATE OF city, status ON public.posts FOR EACH ROW EXECUTE FUNCTION public.remember_post_place();

CREATE TRIGGER posts_search BEFORE INSERT OR UPDATE ON public.posts FOR EACH ROW EXECUTE FUNCTION public.update_post_search();

CREATE POLICY "Place names are readable by everyone" ON public.search_place_names FOR SELECT TO anon, authenticated USING (true);

ALTER TABLE public.search_place_names ENABLE ROW LEVEL SECURITY;

GRANT SELECT ON TABLE public.search_place_names TO anon;
GRANT SELECT ON TABLE public.search_place_names TO authenticated;
GRANT ALL ON TABLE public.search_place_names TO service_role;

REVOKE ALL ON FUNCTION private.matching_post_ids(term text) FROM PUBLIC;

REVOKE ALL ON FUNCTION public.remember_post_place() FROM PUBLIC;
GRANT ALL ON FUNCTION public.remember_post_place() TO service_role;

GRANT ALL ON FUNCTION public.search_fold(value text) TO anon;
GRANT ALL ON FUNCTION public.search_fold(value text) TO authenticated;
GRANT ALL ON FUNCTION public.search_fold(value text) TO service_role;

REVOKE ALL ON FUNCTION public.search_posts(search_term text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.search_posts(search_term text) TO anon;
GRANT ALL ON FUNCTION public.search_posts(search_term text) TO authenticated;
GRANT ALL ON FUNCTION public.search_posts(search_term text) TO service_role;

REVOKE ALL ON FUNCTION private.search_posts(search_term text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.search_posts(search_term text) TO anon;
GRANT ALL ON FUNCTION private.search_posts(search_term text) TO authenticated;
GRANT ALL ON FUNCTION private.search_posts(search_term text) TO service_role;

REVOKE ALL ON FUNCTION public.update_post_search() FROM PUBLIC;
GRANT ALL ON FUNCTION public.update_post_search() TO service_role;
