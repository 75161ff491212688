-- Saved searches (issue 19): a member saves the browse filters of a results page under a name; new approved posts
-- matching them are e-mailed to the member at most once a day (private.send_saved_search_alerts, through the one
-- e-mail queue, private.enqueue_user_email), each e-mail with a one-click unsubscribe link
-- ({{site_url}}/unsubscribe?token=…, public.unsubscribe_saved_search, callable by visitors). The matching is
-- public.browse_posts itself (20261101000700_search.sql): the filter rules live there only.

-- The filters as the address bar of the browse pages carries them (src/shared/validation/browse.ts, plus q, the search
-- term): only known keys, each of its type and within the bounds the pages accept.
CREATE FUNCTION private.saved_search_filters_valid(f jsonb) RETURNS boolean
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
declare
  k text;
begin
  if f is null or jsonb_typeof(f) <> 'object' then
    return false;
  end if;
  for k in select jsonb_object_keys(f) loop
    if k not in ('q', 'category', 'minPrice', 'maxPrice', 'beds', 'baths', 'type', 'province', 'city', 'bbox', 'sort') then
      return false;
    end if;
  end loop;
  return (not f ? 'q' or (jsonb_typeof(f->'q') = 'string' and char_length(f->>'q') <= 200))
    and (not f ? 'category' or (jsonb_typeof(f->'category') = 'string'
      and f->>'category' = any(enum_range(null::public.post_category)::text[])))
    and (not f ? 'minPrice' or (jsonb_typeof(f->'minPrice') = 'number' and (f->>'minPrice')::numeric between 0 and 1000000000))
    and (not f ? 'maxPrice' or (jsonb_typeof(f->'maxPrice') = 'number' and (f->>'maxPrice')::numeric between 0 and 1000000000))
    and (not f ? 'beds' or (jsonb_typeof(f->'beds') = 'number' and (f->>'beds')::numeric between 0 and 50
      and (f->>'beds')::numeric = trunc((f->>'beds')::numeric)))
    and (not f ? 'baths' or (jsonb_typeof(f->'baths') = 'number' and (f->>'baths')::numeric between 0 and 50))
    and (not f ? 'type' or (jsonb_typeof(f->'type') = 'string' and f->>'type' ~ '^[a-z_]{1,40}$'))
    and (not f ? 'province' or (jsonb_typeof(f->'province') = 'string' and f->>'province' ~ '^[A-Z]{2}$'))
    and (not f ? 'city' or (jsonb_typeof(f->'city') = 'string' and char_length(f->>'city') between 1 and 100))
    -- The map's box: [west, south, east, north] in degrees, as browse_posts takes it (private.browse_box_check).
    and (not f ? 'bbox' or case
      when jsonb_typeof(f->'bbox') <> 'array' or jsonb_array_length(f->'bbox') <> 4
        or exists (select 1 from jsonb_array_elements(f->'bbox') v where jsonb_typeof(v) <> 'number') then false
      else (f->'bbox'->>0)::float8 between -180 and 180 and (f->'bbox'->>2)::float8 between -180 and 180
        and (f->'bbox'->>1)::float8 between -90 and 90 and (f->'bbox'->>3)::float8 between -90 and 90
        and (f->'bbox'->>0)::float8 <= (f->'bbox'->>2)::float8 and (f->'bbox'->>1)::float8 <= (f->'bbox'->>3)::float8
      end)
    and (not f ? 'sort' or (jsonb_typeof(f->'sort') = 'string' and f->>'sort' in ('newest', 'price_asc', 'price_desc')));
end;
$$;

REVOKE ALL ON FUNCTION private.saved_search_filters_valid(jsonb) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.saved_search_filters_valid(jsonb) TO anon, authenticated, service_role;

-- last_notified_at: when the last e-mail went out (null: none yet); posts created after it (or after created_at) are
-- the new ones. unsubscribe_token: the secret of the e-mail's one-click link; nobody reads it through the API.
CREATE TABLE public.saved_searches (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid DEFAULT auth.uid() NOT NULL,
    name text NOT NULL,
    filters jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    last_notified_at timestamp with time zone,
    unsubscribe_token uuid DEFAULT gen_random_uuid() NOT NULL,
    CONSTRAINT saved_searches_pkey PRIMARY KEY (id),
    CONSTRAINT saved_searches_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE,
    CONSTRAINT saved_searches_name_length CHECK (char_length(btrim(name)) between 1 and 80),
    CONSTRAINT saved_searches_filters_shape CHECK (private.saved_search_filters_valid(filters)),
    CONSTRAINT saved_searches_unsubscribe_token_key UNIQUE (unsubscribe_token)
);

CREATE INDEX saved_searches_user_id_idx ON public.saved_searches USING btree (user_id, created_at);

COMMENT ON TABLE public.saved_searches IS 'Issue 19: a member''s saved browse filters; new matching approved posts are e-mailed at most daily.';

-- At most 20 saved searches a member (a sentence, like the database's other refusals).
CREATE FUNCTION private.saved_searches_limit() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('saved_searches:' || new.user_id::text, 0));
  if (select count(*) from public.saved_searches s where s.user_id = new.user_id) >= 20 then
    raise exception 'You can save up to 20 searches. Delete one to save another.' using errcode = '54000';
  end if;
  return new;
end;
$$;

REVOKE ALL ON FUNCTION private.saved_searches_limit() FROM PUBLIC;

CREATE TRIGGER saved_searches_limit BEFORE INSERT ON public.saved_searches FOR EACH ROW EXECUTE FUNCTION private.saved_searches_limit();

ALTER TABLE public.saved_searches ENABLE ROW LEVEL SECURITY;

CREATE POLICY "Members read their own saved searches" ON public.saved_searches FOR SELECT TO authenticated
  USING (user_id = (select auth.uid()));
CREATE POLICY "Members save their own searches" ON public.saved_searches FOR INSERT TO authenticated
  WITH CHECK (user_id = (select auth.uid()));
CREATE POLICY "Members rename their own saved searches" ON public.saved_searches FOR UPDATE TO authenticated
  USING (user_id = (select auth.uid())) WITH CHECK (user_id = (select auth.uid()));
CREATE POLICY "Members delete their own saved searches" ON public.saved_searches FOR DELETE TO authenticated
  USING (user_id = (select auth.uid()));

-- Members write a name and filters, rename, delete; the token and the notification stamp are the database's.
REVOKE ALL ON TABLE public.saved_searches FROM anon, authenticated;
GRANT SELECT (id, user_id, name, filters, created_at, last_notified_at) ON TABLE public.saved_searches TO authenticated;
GRANT INSERT (name, filters) ON TABLE public.saved_searches TO authenticated;
GRANT UPDATE (name) ON TABLE public.saved_searches TO authenticated;
GRANT DELETE ON TABLE public.saved_searches TO authenticated;
GRANT ALL ON TABLE public.saved_searches TO service_role;

-- ---------------------------------------------------------------------------------------------------------------
-- The daily e-mail: for each saved search not e-mailed in the last 24 hours, the approved posts created since its
-- last e-mail (or since it was saved) that public.browse_posts lists for its filters (the newest 100, the first 20 in
-- the e-mail); one e-mail per search with any, and the search stamped, in the member's language (private.user_locale:
-- English, or French with /fr links for a member whose profile says fr). Returns how many e-mails were queued.
-- SECURITY DEFINER: it reads every member's searches and posts as the owner (browse_posts keeps status = 'approved').
-- ---------------------------------------------------------------------------------------------------------------
CREATE FUNCTION private.send_saved_search_alerts() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  s record;
  v_locale text;
  v_fr boolean;
  v_name text;
  lines text;
  n integer;
  total integer;
  queued integer := 0;
begin
  for s in
    select ss.* from public.saved_searches ss
    where ss.last_notified_at is null or ss.last_notified_at <= now() - interval '24 hours'
    order by ss.created_at
    for update skip locked
  loop
    v_locale := private.user_locale(s.user_id);
    v_fr := v_locale = 'fr';
    select string_agg('- ' || coalesce(nullif(btrim(b.title), ''), case when v_fr then 'Propriété sans titre' else 'Untitled Property' end)
                        || E'\n  ' || private.email_link('/post/' || b.id::text, v_locale), E'\n' order by b.created_at desc, b.id desc),
           count(*)::integer
      into lines, total
      from (
        select p.id, p.title, p.created_at
        from public.browse_posts(
          search_term => s.filters->>'q',
          category => (s.filters->>'category')::public.post_category,
          min_price => (s.filters->>'minPrice')::numeric,
          max_price => (s.filters->>'maxPrice')::numeric,
          min_beds => (s.filters->>'beds')::integer,
          min_baths => (s.filters->>'baths')::numeric,
          kind => s.filters->>'type',
          province => s.filters->>'province',
          city => s.filters->>'city',
          min_lng => (s.filters->'bbox'->>0)::double precision,
          min_lat => (s.filters->'bbox'->>1)::double precision,
          max_lng => (s.filters->'bbox'->>2)::double precision,
          max_lat => (s.filters->'bbox'->>3)::double precision,
          sort => 'newest',
          page_limit => 100) p
        where p.created_at > coalesce(s.last_notified_at, s.created_at)
        order by p.created_at desc, p.id desc
        limit 20
      ) b;
    n := coalesce(total, 0);
    continue when n = 0;
    if v_fr then
      v_name := private.email_quote(s.name, v_locale);
      perform private.enqueue_user_email(
        s.user_id,
        case when n = 1 then 'Nouvelle annonce pour votre recherche ' || v_name
             else n::text || ' nouvelles annonces pour votre recherche ' || v_name end,
        'De nouvelles annonces correspondent à votre recherche ' || v_name || chr(160) || E':\n\n' || lines
          || E'\n\nPour ne plus recevoir ces courriels, désabonnez-vous' || chr(160) || E':\n'
          || private.email_link('/unsubscribe?token=' || s.unsubscribe_token::text, v_locale) || E'\n');
    else
      perform private.enqueue_user_email(
        s.user_id,
        case when n = 1 then 'New listing for your saved search "' || s.name || '"'
             else n::text || ' new listings for your saved search "' || s.name || '"' end,
        'New listings match your saved search "' || s.name || E'":\n\n' || lines
          || E'\n\nTo stop these e-mails, unsubscribe:\n{{site_url}}/unsubscribe?token=' || s.unsubscribe_token::text || E'\n');
    end if;
    update public.saved_searches set last_notified_at = now() where id = s.id;
    queued := queued + 1;
  end loop;
  return queued;
end;
$$;

REVOKE ALL ON FUNCTION private.send_saved_search_alerts() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.send_saved_search_alerts() TO service_role;

-- The same for the service role through the Data API (the local stack's scheduler, tests, a hosted cron by hand).
CREATE FUNCTION public.send_saved_search_alerts() RETURNS integer
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.send_saved_search_alerts();
$$;

REVOKE ALL ON FUNCTION public.send_saved_search_alerts() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.send_saved_search_alerts() TO service_role;

-- ---------------------------------------------------------------------------------------------------------------
-- One-click unsubscribe: the e-mail's token deletes its search, for anyone holding it (the link works signed out).
-- True when a search was deleted; a wrong or used token deletes nothing.
-- ---------------------------------------------------------------------------------------------------------------
CREATE FUNCTION private.unsubscribe_saved_search(p_token uuid) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if p_token is null then
    return false;
  end if;
  delete from public.saved_searches where unsubscribe_token = p_token;
  return found;
end;
$$;

REVOKE ALL ON FUNCTION private.unsubscribe_saved_search(uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION private.unsubscribe_saved_search(uuid) TO anon, authenticated, service_role;

CREATE FUNCTION public.unsubscribe_saved_search(token uuid) RETURNS boolean
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.unsubscribe_saved_search(token);
$$;

REVOKE ALL ON FUNCTION public.unsubscribe_saved_search(uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.unsubscribe_saved_search(uuid) TO anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------------
-- The schedule on hosted Supabase: pg_cron runs the alerts every hour (each search still mails at most daily).
-- Skipped where pg_cron is not available (the local stack schedules itself, src/local-supabase/stack.ts).
-- ---------------------------------------------------------------------------------------------------------------
CREATE FUNCTION private.schedule_saved_search_alerts() RETURNS text
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if not exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') then
    return 'skipped: pg_cron is not enabled';
  end if;
  perform cron.schedule('saved-search-alerts', '7 * * * *', 'select private.send_saved_search_alerts()');
  return 'scheduled: saved-search-alerts every hour';
end;
$$;

REVOKE ALL ON FUNCTION private.schedule_saved_search_alerts() FROM PUBLIC;

SELECT private.schedule_saved_search_alerts();
