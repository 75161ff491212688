-- Member activity: saved listings, offers, reports and post views (counted once per viewer per post per UTC day),
-- with the RPCs members use on them.
-- Also on these tables, created in 20261101000900_analytics.sql (rollup maintenance):
--   saved_listings: saved_listings_rollup_insert, saved_listings_rollup_update, saved_listings_rollup_delete,
--                   saved_listings_rollup_truncate
--   offers: offers_rollup_insert, offers_rollup_update, offers_rollup_delete, offers_rollup_truncate
--   reports: reports_rollup_insert, reports_rollup_update, reports_rollup_delete, reports_rollup_truncate,
--            reports_counts_rollup_insert, reports_counts_rollup_update, reports_counts_rollup_delete
--   post_views: post_views_rollup_insert, post_views_rollup_update, post_views_rollup_delete, post_views_rollup_truncate
-- Created in 20261101000550_conversations.sql (conversations, banned writers):
--   offers: offers_refuse_suspended_writer, offers_open_conversation
--   saved_listings: saved_listings_refuse_suspended_writer
--   reports: reports_refuse_suspended_writer
-- Created in 20261101000850_moderation.sql (moderation): reports: reports_refuse_duplicate, reports_hold_reported_post
-- Offer amounts go in steps of 100 (spec §5).

CREATE TABLE public.saved_listings (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    user_id uuid NOT NULL,
    post_id uuid NOT NULL,
    CONSTRAINT saved_listings_pkey PRIMARY KEY (id),
    CONSTRAINT saved_listings_user_id_post_id_key UNIQUE (user_id, post_id),
    CONSTRAINT saved_listings_post_id_fkey FOREIGN KEY (post_id) REFERENCES public.posts(id) ON DELETE CASCADE,
    CONSTRAINT saved_listings_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE
);

CREATE INDEX saved_listings_created_at_cover_idx ON public.saved_listings USING btree (created_at) INCLUDE (user_id, post_id);

CREATE INDEX saved_listings_post_id_created_at_idx ON public.saved_listings USING btree (post_id, created_at);

CREATE INDEX saved_listings_user_id_created_at_idx ON public.saved_listings USING btree (user_id, created_at DESC);

CREATE TABLE public.offers (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    post_id uuid NOT NULL,
    user_id uuid NOT NULL,
    offer_amount numeric(14,2) NOT NULL,
    message text,
    CONSTRAINT offers_message_length CHECK ((char_length(message) <= 500)),
    CONSTRAINT offers_offer_amount_positive CHECK ((offer_amount > (0)::numeric)),
    CONSTRAINT offers_offer_amount_step CHECK ((mod(offer_amount, (100)::numeric) = (0)::numeric)),
    CONSTRAINT offers_pkey PRIMARY KEY (id),
    CONSTRAINT offers_post_id_fkey FOREIGN KEY (post_id) REFERENCES public.posts(id) ON DELETE CASCADE,
    CONSTRAINT offers_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE
);

CREATE INDEX offers_created_at_cover_idx ON public.offers USING btree (created_at) INCLUDE (user_id, post_id);

CREATE INDEX offers_post_id_created_at_idx ON public.offers USING btree (post_id, created_at);

CREATE INDEX offers_user_id_idx ON public.offers USING btree (user_id);

CREATE TABLE public.reports (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    reporter_id uuid DEFAULT auth.uid() NOT NULL,
    reported_post_id uuid,
    reported_user_id uuid,
    target_type public.report_target DEFAULT 'post'::public.report_target NOT NULL,
    reason text NOT NULL,
    status public.report_status DEFAULT 'open'::public.report_status NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    resolved_at timestamp with time zone,
    CONSTRAINT reports_reason_length CHECK ((char_length(reason) <= 2000)),
    CONSTRAINT reports_reason_required CHECK (((char_length(btrim(reason)) >= 1) AND (char_length(btrim(reason)) <= 2000))),
    CONSTRAINT reports_pkey PRIMARY KEY (id),
    CONSTRAINT reports_reported_post_id_fkey FOREIGN KEY (reported_post_id) REFERENCES public.posts(id) ON DELETE SET NULL,
    CONSTRAINT reports_reported_user_id_fkey FOREIGN KEY (reported_user_id) REFERENCES auth.users(id) ON DELETE SET NULL,
    CONSTRAINT reports_reporter_id_fkey FOREIGN KEY (reporter_id) REFERENCES auth.users(id) ON DELETE CASCADE
);

CREATE INDEX reports_created_at_idx ON public.reports USING btree (created_at DESC);

CREATE INDEX reports_reported_post_id_idx ON public.reports USING btree (reported_post_id);

CREATE INDEX reports_reported_user_id_idx ON public.reports USING btree (reported_user_id);

CREATE INDEX reports_reporter_id_created_at_idx ON public.reports USING btree (reporter_id, created_at DESC);

CREATE INDEX reports_resolved_created_at_idx ON public.reports USING btree (created_at) INCLUDE (resolved_at) WHERE (status = 'resolved'::public.report_status);

-- One open report per member per post (moderation counts distinct members; private.refuse_duplicate_report gives the
-- sentence, this index stays the guard against a race).
CREATE UNIQUE INDEX reports_one_open_per_member_post ON public.reports USING btree (reporter_id, reported_post_id) WHERE ((status = 'open'::public.report_status) AND (target_type = 'post'::public.report_target));

CREATE INDEX reports_open_post_idx ON public.reports USING btree (reported_post_id, reporter_id) WHERE (status = 'open'::public.report_status);

CREATE TABLE public.post_views (
    id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
    post_id uuid NOT NULL,
    viewer_id uuid,
    viewed_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT post_views_pkey PRIMARY KEY (id),
    CONSTRAINT post_views_post_id_fkey FOREIGN KEY (post_id) REFERENCES public.posts(id) ON DELETE CASCADE,
    CONSTRAINT post_views_viewer_id_fkey FOREIGN KEY (viewer_id) REFERENCES auth.users(id) ON DELETE SET NULL
);

CREATE INDEX post_views_post_id_viewed_at_idx ON public.post_views USING btree (post_id, viewed_at);

CREATE INDEX post_views_post_idx ON public.post_views USING btree (post_id);

CREATE INDEX post_views_viewed_at_cover_idx ON public.post_views USING btree (viewed_at) INCLUDE (post_id);

CREATE INDEX post_views_viewer_id_idx ON public.post_views USING btree (viewer_id);

CREATE FUNCTION admin_private.set_report_resolved_at() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if new.status = 'resolved' and (tg_op = 'INSERT' or old.status is distinct from 'resolved') then
    new.resolved_at := now();
  elsif new.status is distinct from 'resolved' then
    new.resolved_at := null;
  end if;
  return new;
end;
$$;

CREATE FUNCTION public.enforce_report_rules() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'INSERT' then
    if current_user in ('anon', 'authenticated') then
      new.status := 'open';
      new.created_at := now();
    end if;
    if new.target_type = 'post' then
      new.reported_user_id := (select p.user_id from public.posts p where p.id = new.reported_post_id);
    end if;
  else
    new.id := old.id;
    new.created_at := old.created_at;
    new.reporter_id := old.reporter_id;
    new.target_type := old.target_type;
    new.reason := old.reason;
    if current_user in ('anon', 'authenticated') then
      new.reported_post_id := old.reported_post_id;
      new.reported_user_id := old.reported_user_id;
    end if;
  end if;
  new.updated_at := now();
  return new;
end;
$$;

CREATE FUNCTION private.list_my_offers() RETURNS TABLE(id uuid, post_id uuid, post_title text, offer_amount numeric, message text, created_at timestamp with time zone)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if (select auth.uid()) is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  return query
  select o.id, o.post_id, p.title::text, o.offer_amount::numeric, o.message::text, o.created_at
  from public.offers o
  left join public.posts p on p.id = o.post_id
  where o.user_id = (select auth.uid())
  order by o.created_at desc;
end;
$$;

CREATE FUNCTION public.list_my_offers() RETURNS TABLE(id uuid, post_id uuid, post_title text, offer_amount numeric, message text, created_at timestamp with time zone)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select * from private.list_my_offers();
$$;

CREATE FUNCTION private.list_offers_received() RETURNS TABLE(id uuid, post_id uuid, post_title text, offer_amount numeric, message text, created_at timestamp with time zone, offerer_id uuid, offerer_username text, offerer_full_name text)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if (select auth.uid()) is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  return query
  select o.id, o.post_id, p.title::text, o.offer_amount::numeric, o.message::text, o.created_at,
         o.user_id, pr.username::text, pr.full_name::text
  from public.offers o
  join public.posts p on p.id = o.post_id
  left join public.public_profiles pr on pr.id = o.user_id
  where p.user_id = (select auth.uid())
  order by o.created_at desc;
end;
$$;

CREATE FUNCTION public.list_offers_received() RETURNS TABLE(id uuid, post_id uuid, post_title text, offer_amount numeric, message text, created_at timestamp with time zone, offerer_id uuid, offerer_username text, offerer_full_name text)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select * from private.list_offers_received();
$$;

-- record_post_view counts at most one view per viewer per post per UTC day and returns true when the view was
-- counted, false when it was not (a post that is unknown or not approved, or this viewer's view of it was counted
-- already today). Who the viewer is:
-- - a member (or admin): their user id;
-- - a visitor: their network address, from the X-Real-IP request header (request.headers, set by the Data API for
--   RPCs). The gateway in front of the Data API must set that header from the connection, replacing a client's own:
--   ours does (src/local-supabase/rest/forwarded-request.ts), hosted Supabase's API gateway does. X-Forwarded-For is
--   not read (clients write it). IPv4 addresses count one by one, IPv6 by /64 network (what one subscriber holds);
--   the key is a SHA-256 of the address with a random salt made for the day, and both the salt and the day's keys
--   are deleted once the day is over, so no address is kept and yesterday's keys cannot be tested against addresses;
-- - a visitor without that header: one shared viewer, so such calls add at most one view per post per day.
-- private.post_view_daily_viewers holds today's (viewer, post) pairs; the first call of a new UTC day that sees no
-- salt for it makes one and deletes older salts and pairs. post_views (and its analytics rollup triggers) is written
-- once per counted view. The two tables and the helpers are for private.record_post_view (SECURITY DEFINER) alone.
CREATE TABLE private.post_view_salts (
    view_day date NOT NULL,
    salt text NOT NULL,
    CONSTRAINT post_view_salts_pkey PRIMARY KEY (view_day)
);

CREATE TABLE private.post_view_daily_viewers (
    view_day date NOT NULL,
    post_id uuid NOT NULL,
    viewer text NOT NULL,
    CONSTRAINT post_view_daily_viewers_pkey PRIMARY KEY (view_day, post_id, viewer)
);

ALTER TABLE private.post_view_salts ENABLE ROW LEVEL SECURITY;

ALTER TABLE private.post_view_daily_viewers ENABLE ROW LEVEL SECURITY;

REVOKE ALL ON TABLE private.post_view_salts FROM anon, authenticated;

REVOKE ALL ON TABLE private.post_view_daily_viewers FROM anon, authenticated;

-- The day's salt, made (and the days before forgotten) on the first call of the day.
CREATE FUNCTION private.post_view_salt(p_day date) RETURNS text
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_salt text;
begin
  select s.salt into v_salt from private.post_view_salts s where s.view_day = p_day;
  if v_salt is not null then
    return v_salt;
  end if;
  insert into private.post_view_salts (view_day, salt)
  values (p_day, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''))
  on conflict (view_day) do nothing;
  if found then
    delete from private.post_view_salts where view_day < p_day;
    delete from private.post_view_daily_viewers where view_day < p_day;
  end if;
  select s.salt into v_salt from private.post_view_salts s where s.view_day = p_day;
  return v_salt;
end;
$$;

-- The visitor's network as text ('203.0.113.7', '2001:db8:1:2::/64'), or null without a readable X-Real-IP.
CREATE FUNCTION private.request_network() RETURNS text
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  v_address inet;
begin
  v_address := nullif(btrim(current_setting('request.headers', true)::json ->> 'x-real-ip'), '')::inet;
  if v_address is null then
    return null;
  end if;
  return case when family(v_address) = 4 then host(v_address) else network(set_masklen(v_address, 64))::text end;
exception when invalid_text_representation then
  return null;
end;
$$;

CREATE FUNCTION private.record_post_view(p_post_id uuid) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_day date := (now() at time zone 'UTC')::date;
  v_uid uuid := (select auth.uid());
  v_salt text;
  v_network text;
  v_viewer text;
begin
  if not exists (select 1 from public.posts p where p.id = p_post_id and p.status = 'approved') then
    return false;
  end if;
  v_salt := private.post_view_salt(v_day);
  if v_uid is not null then
    v_viewer := 'member:' || v_uid::text;
  else
    v_network := private.request_network();
    v_viewer := 'visitor:' || coalesce(encode(sha256(convert_to(v_salt || v_network, 'UTF8')), 'hex'), 'no address');
  end if;
  insert into private.post_view_daily_viewers (view_day, post_id, viewer)
  values (v_day, p_post_id, v_viewer)
  on conflict do nothing;
  if not found then
    return false;
  end if;
  insert into public.post_views (post_id, viewer_id) values (p_post_id, v_uid);
  return true;
end;
$$;

CREATE FUNCTION public.record_post_view(p_post_id uuid) RETURNS boolean
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.record_post_view(p_post_id);
$$;

CREATE FUNCTION public.stamp_created_at() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if current_user in ('anon', 'authenticated') then
    if tg_op = 'INSERT' then
      new.created_at := now();
    else
      new.created_at := old.created_at;
    end if;
  end if;
  return new;
end;
$$;

CREATE FUNCTION private.withdraw_offer(p_offer_id uuid) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_count integer;
begin
  if (select auth.uid()) is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  delete from public.offers o where o.id = p_offer_id and o.user_id = (select auth.uid());
  get diagnostics v_count = row_count;
  return v_count > 0;
end;
$$;

CREATE FUNCTION public.withdraw_offer(p_offer_id uuid) RETURNS boolean
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.withdraw_offer(p_offer_id);
$$;

CREATE TRIGGER offers_stamp_created_at BEFORE INSERT OR UPDATE ON public.offers FOR EACH ROW EXECUTE FUNCTION public.stamp_created_at();

CREATE TRIGGER reports_enforce_rules BEFORE INSERT OR UPDATE ON public.reports FOR EACH ROW EXECUTE FUNCTION public.enforce_report_rules();

CREATE TRIGGER reports_set_resolved_at BEFORE INSERT OR UPDATE OF status ON public.reports FOR EACH ROW EXECUTE FUNCTION admin_private.set_report_resolved_at();

CREATE TRIGGER saved_listings_stamp_created_at BEFORE INSERT OR UPDATE ON public.saved_listings FOR EACH ROW EXECUTE FUNCTION public.stamp_created_at();

CREATE POLICY "Banned users cannot save listings" ON public.saved_listings AS RESTRICTIVE FOR INSERT TO authenticated WITH CHECK ((NOT ( SELECT public.is_banned(( SELECT auth.uid() AS uid)) AS is_banned)));

CREATE POLICY "Members can read their own saved listings" ON public.saved_listings FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

CREATE POLICY "Members can remove their own saved listings" ON public.saved_listings FOR DELETE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

CREATE POLICY "Members can save listings for themselves" ON public.saved_listings FOR INSERT TO authenticated WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

ALTER TABLE public.saved_listings ENABLE ROW LEVEL SECURITY;

GRANT SELECT,INSERT,DELETE ON TABLE public.saved_listings TO authenticated;
GRANT ALL ON TABLE public.saved_listings TO service_role;

CREATE POLICY "Admins can read all offers" ON public.offers FOR SELECT TO authenticated USING (( SELECT public.has_role(( SELECT auth.uid() AS uid), 'admin'::public.app_role) AS has_role));

CREATE POLICY "Authors can read offers on their posts" ON public.offers FOR SELECT TO authenticated USING ((post_id IN ( SELECT p.id
   FROM public.posts p
  WHERE (p.user_id = ( SELECT auth.uid() AS uid)))));

CREATE POLICY "Banned users cannot make offers" ON public.offers AS RESTRICTIVE FOR INSERT TO authenticated WITH CHECK ((NOT ( SELECT public.is_banned(( SELECT auth.uid() AS uid)) AS is_banned)));

CREATE POLICY "Members can make offers on others' posts" ON public.offers FOR INSERT TO authenticated WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND (EXISTS ( SELECT 1
   FROM public.posts p
  WHERE ((p.id = offers.post_id) AND (p.user_id <> ( SELECT auth.uid() AS uid)))))));

CREATE POLICY "Members can read their own offers" ON public.offers FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

ALTER TABLE public.offers ENABLE ROW LEVEL SECURITY;

GRANT SELECT,INSERT ON TABLE public.offers TO authenticated;
GRANT ALL ON TABLE public.offers TO service_role;

CREATE POLICY "Admins can read all reports" ON public.reports FOR SELECT TO authenticated USING (( SELECT public.has_role(( SELECT auth.uid() AS uid), 'admin'::public.app_role) AS has_role));

CREATE POLICY "Admins can update report status" ON public.reports FOR UPDATE TO authenticated USING (( SELECT public.has_role(( SELECT auth.uid() AS uid), 'admin'::public.app_role) AS has_role)) WITH CHECK (( SELECT public.has_role(( SELECT auth.uid() AS uid), 'admin'::public.app_role) AS has_role));

CREATE POLICY "Banned users cannot report" ON public.reports AS RESTRICTIVE FOR INSERT TO authenticated WITH CHECK ((NOT ( SELECT public.is_banned(( SELECT auth.uid() AS uid)) AS is_banned)));

CREATE POLICY "Members can read their own reports" ON public.reports FOR SELECT TO authenticated USING ((reporter_id = ( SELECT auth.uid() AS uid)));

CREATE POLICY "Members can report others' posts and other users" ON public.reports FOR INSERT TO authenticated WITH CHECK (((reporter_id = ( SELECT auth.uid() AS uid)) AND ((reported_user_id IS NULL) OR (reported_user_id <> ( SELECT auth.uid() AS uid))) AND (((target_type = 'post'::public.report_target) AND (reported_post_id IS NOT NULL) AND (EXISTS ( SELECT 1
   FROM public.posts p
  WHERE ((p.id = reports.reported_post_id) AND (p.user_id <> ( SELECT auth.uid() AS uid)))))) OR ((target_type = 'user'::public.report_target) AND (reported_user_id IS NOT NULL) AND (reported_post_id IS NULL)))));

ALTER TABLE public.reports ENABLE ROW LEVEL SECURITY;

GRANT SELECT,INSERT,UPDATE ON TABLE public.reports TO authenticated;
GRANT ALL ON TABLE public.reports TO service_role;

CREATE POLICY "Admins can read post views" ON public.post_views FOR SELECT TO authenticated USING (( SELECT public.has_role(( SELECT auth.uid() AS uid), 'admin'::public.app_role) AS has_role));

ALTER TABLE public.post_views ENABLE ROW LEVEL SECURITY;

GRANT ALL ON TABLE public.post_views TO service_role;
GRANT SELECT ON TABLE public.post_views TO authenticated;

GRANT ALL ON SEQUENCE public.post_views_id_seq TO service_role;

REVOKE ALL ON FUNCTION public.enforce_report_rules() FROM PUBLIC;
GRANT ALL ON FUNCTION public.enforce_report_rules() TO service_role;

REVOKE ALL ON FUNCTION public.list_my_offers() FROM PUBLIC;
GRANT ALL ON FUNCTION public.list_my_offers() TO authenticated;
GRANT ALL ON FUNCTION public.list_my_offers() TO service_role;

REVOKE ALL ON FUNCTION private.list_my_offers() FROM PUBLIC;
GRANT ALL ON FUNCTION private.list_my_offers() TO authenticated;
GRANT ALL ON FUNCTION private.list_my_offers() TO service_role;

REVOKE ALL ON FUNCTION public.list_offers_received() FROM PUBLIC;
GRANT ALL ON FUNCTION public.list_offers_received() TO authenticated;
GRANT ALL ON FUNCTION public.list_offers_received() TO service_role;

REVOKE ALL ON FUNCTION private.list_offers_received() FROM PUBLIC;
GRANT ALL ON FUNCTION private.list_offers_received() TO authenticated;
GRANT ALL ON FUNCTION private.list_offers_received() TO service_role;

REVOKE ALL ON FUNCTION public.record_post_view(p_post_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.record_post_view(p_post_id uuid) TO anon;
GRANT ALL ON FUNCTION public.record_post_view(p_post_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.record_post_view(p_post_id uuid) TO service_role;

REVOKE ALL ON FUNCTION private.post_view_salt(p_day date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.post_view_salt(p_day date) TO service_role;

REVOKE ALL ON FUNCTION private.request_network() FROM PUBLIC;
GRANT ALL ON FUNCTION private.request_network() TO service_role;

REVOKE ALL ON FUNCTION private.record_post_view(p_post_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.record_post_view(p_post_id uuid) TO anon;
GRANT ALL ON FUNCTION private.record_post_view(p_post_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.record_post_view(p_post_id uuid) TO service_role;

REVOKE ALL ON FUNCTION public.stamp_created_at() FROM PUBLIC;
GRANT ALL ON FUNCTION public.stamp_created_at() TO service_role;

REVOKE ALL ON FUNCTION public.withdraw_offer(p_offer_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.withdraw_offer(p_offer_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.withdraw_offer(p_offer_id uuid) TO service_role;

REVOKE ALL ON FUNCTION private.withdraw_offer(p_offer_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.withdraw_offer(p_offer_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.withdraw_offer(p_offer_id uuid) TO service_role;
