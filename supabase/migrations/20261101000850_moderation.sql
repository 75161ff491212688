-- Moderation (issue 21): admins hide a post pending review, remove it or restore it, always with a reason; members'
-- reports hold a post for review once enough distinct members report it; a public log of takedowns; e-mail to the
-- author through the outbox (20261101000150_email_outbox.sql).
--
-- A post's visibility is its status, which every public read already filters on (the posts SELECT policy, the feed
-- indexes, search_posts, get_featured_posts, record_post_view): 'approved' is public, 'pending' is hidden pending
-- review, 'rejected' is removed. Only the author and admins read the other two (the existing posts policies).
-- Members never change a status themselves: posts_keep_moderation_status refuses it; the definer functions below do.
-- Triggers created here: posts_keep_moderation_status (named in 20261101000400_posts.sql), reports_refuse_duplicate
-- and reports_hold_reported_post (named in 20261101000500_activity.sql). The admin report list (get_all_reports) and
-- users list (admin_list_users) are in 20261101000800_admin.sql.

-- Reasons: the report reasons of spec §10, and member_reports for the automatic hold.
CREATE TYPE public.moderation_reason AS ENUM (
    'spam_or_misleading',
    'inappropriate_content',
    'fake_listing',
    'harassment',
    'intellectual_property',
    'other',
    'member_reports'
);

CREATE TYPE public.moderation_action AS ENUM (
    'hide',
    'remove',
    'restore',
    'auto_hide'
);

-- A reason as the author reads it, in their language (English, or French: private.user_locale).
CREATE FUNCTION private.moderation_reason_label(p_reason public.moderation_reason, p_locale text DEFAULT 'en') RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case when p_locale = 'fr' then
    case p_reason
      when 'spam_or_misleading' then 'Pourriel ou contenu trompeur'
      when 'inappropriate_content' then 'Contenu inapproprié'
      when 'fake_listing' then 'Fausse annonce'
      when 'harassment' then 'Harcèlement'
      when 'intellectual_property' then 'Atteinte à la propriété intellectuelle'
      when 'other' then 'Autre'
      when 'member_reports' then 'Signalée par plusieurs membres'
    end
  else
    case p_reason
      when 'spam_or_misleading' then 'Spam or misleading'
      when 'inappropriate_content' then 'Inappropriate content'
      when 'fake_listing' then 'Fake listing'
      when 'harassment' then 'Harassment'
      when 'intellectual_property' then 'Intellectual property violation'
      when 'other' then 'Other'
      when 'member_reports' then 'Reported by several members'
    end
  end;
$$;

-- One row of settings admins can change.
CREATE TABLE public.moderation_settings (
    id boolean DEFAULT true NOT NULL,
    report_threshold integer DEFAULT 3 NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT moderation_settings_pkey PRIMARY KEY (id),
    CONSTRAINT moderation_settings_single_row CHECK (id),
    CONSTRAINT moderation_settings_report_threshold_range CHECK (((report_threshold >= 1) AND (report_threshold <= 100)))
);

INSERT INTO public.moderation_settings (id) VALUES (true);

-- Every moderation action on a post. post_title is kept as it was, so the public log survives the post's deletion.
CREATE TABLE public.moderation_actions (
    id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    post_id uuid,
    post_author_id uuid,
    post_title text,
    actor_id uuid,
    action public.moderation_action NOT NULL,
    reason public.moderation_reason,
    note text,
    report_count integer DEFAULT 0 NOT NULL,
    CONSTRAINT moderation_actions_pkey PRIMARY KEY (id),
    CONSTRAINT moderation_actions_note_length CHECK ((char_length(note) <= 1000)),
    CONSTRAINT moderation_actions_reason_required CHECK (((action = 'restore'::public.moderation_action) OR (reason IS NOT NULL))),
    CONSTRAINT moderation_actions_post_id_fkey FOREIGN KEY (post_id) REFERENCES public.posts(id) ON DELETE SET NULL,
    CONSTRAINT moderation_actions_post_author_id_fkey FOREIGN KEY (post_author_id) REFERENCES auth.users(id) ON DELETE SET NULL,
    CONSTRAINT moderation_actions_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES auth.users(id) ON DELETE SET NULL
);

CREATE INDEX moderation_actions_created_at_idx ON public.moderation_actions USING btree (created_at DESC, id DESC);

CREATE INDEX moderation_actions_post_id_idx ON public.moderation_actions USING btree (post_id, created_at DESC);

CREATE INDEX moderation_actions_post_author_id_idx ON public.moderation_actions USING btree (post_author_id);

CREATE INDEX moderation_actions_actor_id_idx ON public.moderation_actions USING btree (actor_id);

-- The e-mail an author gets for an action on their post, in their language (p_locale: 'en', or 'fr' for French with
-- a /fr link).
CREATE FUNCTION private.moderation_email(p_post_id uuid, p_title text, p_action public.moderation_action, p_reason public.moderation_reason, p_note text, p_locale text DEFAULT 'en', OUT subject text, OUT body text)
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
declare
  v_fr boolean := p_locale = 'fr';
  v_title text := coalesce(nullif(btrim(p_title), ''), case when v_fr then 'Annonce sans titre' else 'Untitled listing' end);
  v_what text;
begin
  if v_fr then
    v_what := case p_action
      when 'hide' then 'a été masquée en attendant une vérification'
      when 'auto_hide' then 'a été masquée en attendant une vérification'
      when 'remove' then 'a été retirée'
      when 'restore' then 'a été rétablie'
    end;
    subject := 'Votre annonce ' || private.email_quote(v_title, p_locale) || ' ' || v_what;
    body := subject || '.' || E'\n\n';
    if p_action = 'restore' then
      body := body || 'Elle est de nouveau visible par tout le monde.' || E'\n';
    elsif p_action = 'auto_hide' then
      body := body || 'Plusieurs membres l’ont signalée' || chr(160) || ': elle est masquée pour les autres jusqu’à ce qu’un administrateur la vérifie.' || E'\n';
    else
      body := body || 'Seuls vous et les administrateurs pouvez la voir maintenant.' || E'\n';
    end if;
    if p_reason is not null then
      body := body || E'\nMotif' || chr(160) || ': ' || private.moderation_reason_label(p_reason, p_locale) || E'\n';
    end if;
  else
    v_what := case p_action
      when 'hide' then 'has been hidden pending review'
      when 'auto_hide' then 'has been hidden pending review'
      when 'remove' then 'has been removed'
      when 'restore' then 'has been restored'
    end;
    subject := format('Your listing "%s" %s', v_title, v_what);
    body := format('Your listing "%s" %s.', v_title, v_what) || E'\n\n';
    if p_action = 'restore' then
      body := body || 'It is visible to everyone again.' || E'\n';
    elsif p_action = 'auto_hide' then
      body := body || 'Several members reported it, so it is hidden from other people until an admin reviews it.' || E'\n';
    else
      body := body || 'Only you and the admins can see it now.' || E'\n';
    end if;
    if p_reason is not null then
      body := body || E'\nReason: ' || private.moderation_reason_label(p_reason, p_locale) || E'\n';
    end if;
  end if;
  if nullif(btrim(coalesce(p_note, '')), '') is not null then
    body := body || E'\n' || btrim(p_note) || E'\n';
  end if;
  body := body || E'\n' || case when v_fr then 'Votre annonce' || chr(160) || ': ' else 'Your listing: ' end
    || private.email_link('/post/' || p_post_id::text, p_locale) || E'\n';
end;
$$;

-- Records an action: the moderation log, the audit log and the author's e-mail.
CREATE FUNCTION private.record_moderation(p_post public.posts, p_actor uuid, p_action public.moderation_action, p_reason public.moderation_reason, p_note text, p_report_count integer) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_mail record;
begin
  insert into public.moderation_actions (post_id, post_author_id, post_title, actor_id, action, reason, note, report_count)
  values (p_post.id, p_post.user_id, p_post.title, p_actor, p_action, p_reason, nullif(btrim(coalesce(p_note, '')), ''), coalesce(p_report_count, 0));
  insert into public.admin_audit_log (actor_id, action, target_user_id, details)
  values (
    p_actor,
    case p_action when 'hide' then 'hide_post' when 'remove' then 'remove_post' when 'restore' then 'restore_post' else 'auto_hide_post' end,
    p_post.user_id,
    jsonb_strip_nulls(jsonb_build_object('post_id', p_post.id, 'post_title', p_post.title, 'reason', p_reason,
      'note', nullif(btrim(coalesce(p_note, '')), ''), 'report_count', p_report_count))
  );
  select * into v_mail from private.moderation_email(p_post.id, p_post.title, p_action, p_reason, p_note, private.user_locale(p_post.user_id));
  perform private.enqueue_user_email(p_post.user_id, v_mail.subject, v_mail.body);
end;
$$;

-- Admin: hide (pending review), remove or restore a post. Hide and remove need a reason and a note; removing or
-- restoring closes the post's open reports (they have been reviewed). Returns the post's new status.
CREATE FUNCTION private.admin_moderate_post(p_post_id uuid, p_action public.moderation_action, p_reason public.moderation_reason DEFAULT NULL, p_note text DEFAULT NULL) RETURNS public.post_status
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_actor uuid := (select auth.uid());
  v_post public.posts;
  v_status public.post_status;
  v_reports integer;
begin
  if v_actor is null or not public.has_role(v_actor, 'admin') then
    raise exception 'Only admins can moderate posts.' using errcode = '42501';
  end if;
  if p_action is null or p_action = 'auto_hide' then
    raise exception 'Choose hide, remove or restore.' using errcode = '22023';
  end if;
  if p_action <> 'restore' then
    if p_reason is null or p_reason = 'member_reports' then
      raise exception 'Choose a reason from the list.' using errcode = '22023';
    end if;
    if nullif(btrim(coalesce(p_note, '')), '') is null then
      raise exception 'Explain the reason in a few words for the author.' using errcode = '22023';
    end if;
  end if;
  if char_length(coalesce(p_note, '')) > 1000 then
    raise exception 'The note can be at most 1000 characters.' using errcode = '22001';
  end if;
  select * into v_post from public.posts p where p.id = p_post_id for update;
  if not found then
    raise exception 'Post not found.' using errcode = 'P0002';
  end if;
  v_status := case p_action when 'hide' then 'pending' when 'remove' then 'rejected' else 'approved' end;
  if v_post.status = v_status then
    raise exception '%', case p_action
      when 'hide' then 'This post is already hidden pending review.'
      when 'remove' then 'This post is already removed.'
      else 'This post is already visible.' end
      using errcode = '22023';
  end if;
  select count(distinct r.reporter_id) into v_reports
  from public.reports r where r.reported_post_id = p_post_id and r.status = 'open';
  update public.posts set status = v_status, is_featured = (is_featured and v_status = 'approved') where id = p_post_id;
  if p_action in ('remove', 'restore') then
    update public.reports set status = 'resolved' where reported_post_id = p_post_id and status = 'open';
  end if;
  perform private.record_moderation(v_post, v_actor, p_action, case when p_action = 'restore' then null else p_reason end, p_note, v_reports);
  return v_status;
end;
$$;

CREATE FUNCTION public.admin_moderate_post(p_post_id uuid, p_action public.moderation_action, p_reason public.moderation_reason DEFAULT NULL, p_note text DEFAULT NULL) RETURNS public.post_status
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.admin_moderate_post(p_post_id, p_action, p_reason, p_note);
$$;

-- Admin: the number of distinct members whose open reports hold a post.
CREATE FUNCTION private.admin_set_report_threshold(p_threshold integer) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_actor uuid := (select auth.uid());
  v_old integer;
begin
  if v_actor is null or not public.has_role(v_actor, 'admin') then
    raise exception 'Only admins can change moderation settings.' using errcode = '42501';
  end if;
  if p_threshold is null or p_threshold < 1 or p_threshold > 100 then
    raise exception 'The report threshold must be between 1 and 100.' using errcode = '22023';
  end if;
  select s.report_threshold into v_old from public.moderation_settings s where s.id for update;
  update public.moderation_settings set report_threshold = p_threshold, updated_at = now() where id;
  insert into public.admin_audit_log (actor_id, action, details)
  values (v_actor, 'set_report_threshold', jsonb_build_object('from', v_old, 'to', p_threshold));
  return p_threshold;
end;
$$;

CREATE FUNCTION public.admin_set_report_threshold(p_threshold integer) RETURNS integer
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.admin_set_report_threshold(p_threshold);
$$;

-- Members cannot change a post's status (hide, remove or restore it themselves); moderation does, as the owner.
CREATE FUNCTION private.keep_moderation_status() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if current_user in ('anon', 'authenticated') and new.status is distinct from old.status then
    raise exception 'A post''s visibility changes only through moderation.' using errcode = '42501';
  end if;
  return new;
end;
$$;

CREATE TRIGGER posts_keep_moderation_status BEFORE UPDATE OF status ON public.posts FOR EACH ROW EXECUTE FUNCTION private.keep_moderation_status();

-- The sentence for a second report (the unique index reports_one_open_per_member_post, in
-- 20261101000500_activity.sql, stays the guard against a race).
CREATE FUNCTION private.refuse_duplicate_report() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.target_type = 'post' and new.status = 'open' and exists (
    select 1 from public.reports r
    where r.reporter_id = new.reporter_id and r.reported_post_id = new.reported_post_id
      and r.status = 'open' and r.target_type = 'post' and r.id is distinct from new.id
  ) then
    raise exception 'You have already reported this post. It is under review.' using errcode = '23505';
  end if;
  return new;
end;
$$;

CREATE TRIGGER reports_refuse_duplicate BEFORE INSERT OR UPDATE OF status ON public.reports FOR EACH ROW EXECUTE FUNCTION private.refuse_duplicate_report();

-- At the threshold of distinct members with open reports, an approved post is hidden pending review.
CREATE FUNCTION private.hold_reported_post() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_post public.posts;
  v_count integer;
  v_threshold integer;
begin
  if new.target_type <> 'post' or new.reported_post_id is null or new.status <> 'open' then
    return null;
  end if;
  -- FOR NO KEY UPDATE, not FOR UPDATE: the report's foreign key already holds the post FOR KEY SHARE, which FOR UPDATE
  -- conflicts with, so two members reporting one post at once each waited for the other's key share (deadlock 40P01
  -- under load); NO KEY UPDATE queues them instead.
  select * into v_post from public.posts p where p.id = new.reported_post_id for no key update;
  if not found or v_post.status <> 'approved' then
    return null;
  end if;
  select coalesce((select s.report_threshold from public.moderation_settings s where s.id), 3) into v_threshold;
  select count(distinct r.reporter_id) into v_count
  from public.reports r where r.reported_post_id = new.reported_post_id and r.status = 'open' and r.target_type = 'post';
  if v_count < v_threshold then
    return null;
  end if;
  update public.posts set status = 'pending', is_featured = false where id = v_post.id;
  perform private.record_moderation(v_post, null, 'auto_hide', 'member_reports', null, v_count);
  return null;
end;
$$;

CREATE TRIGGER reports_hold_reported_post AFTER INSERT ON public.reports FOR EACH ROW EXECUTE FUNCTION private.hold_reported_post();

-- The public moderation log: what was taken down or restored, why (the category) and when; never who reported or
-- who acted, and never the admin's note.
CREATE FUNCTION private.moderation_log(p_limit integer DEFAULT 50, p_offset integer DEFAULT 0) RETURNS TABLE(id bigint, created_at timestamp with time zone, action public.moderation_action, reason public.moderation_reason, post_title text, total_count bigint)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select m.id, m.created_at, m.action, m.reason, coalesce(nullif(btrim(m.post_title), ''), 'Untitled listing'), count(*) over ()
  from public.moderation_actions m
  order by m.created_at desc, m.id desc
  limit greatest(1, least(coalesce(p_limit, 50), 200))
  offset greatest(0, coalesce(p_offset, 0));
$$;

CREATE FUNCTION public.moderation_log(p_limit integer DEFAULT 50, p_offset integer DEFAULT 0) RETURNS TABLE(id bigint, created_at timestamp with time zone, action public.moderation_action, reason public.moderation_reason, post_title text, total_count bigint)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select * from private.moderation_log(p_limit, p_offset);
$$;

-- Policies and grants.
CREATE POLICY "Admins can read moderation settings" ON public.moderation_settings FOR SELECT TO authenticated USING (( SELECT public.has_role(( SELECT auth.uid() AS uid), 'admin'::public.app_role) AS has_role));

ALTER TABLE public.moderation_settings ENABLE ROW LEVEL SECURITY;

GRANT SELECT ON TABLE public.moderation_settings TO authenticated;
GRANT ALL ON TABLE public.moderation_settings TO service_role;

CREATE POLICY "Admins can read moderation actions" ON public.moderation_actions FOR SELECT TO authenticated USING (( SELECT public.has_role(( SELECT auth.uid() AS uid), 'admin'::public.app_role) AS has_role));

CREATE POLICY "Authors can read moderation of their posts" ON public.moderation_actions FOR SELECT TO authenticated USING ((post_author_id = ( SELECT auth.uid() AS uid)));

ALTER TABLE public.moderation_actions ENABLE ROW LEVEL SECURITY;

-- Every column but actor_id: an author reads why, not which admin acted (public_profiles would name them). Admins
-- see the actor in the audit log.
GRANT SELECT (id, created_at, post_id, post_author_id, post_title, action, reason, note, report_count) ON TABLE public.moderation_actions TO authenticated;
GRANT ALL ON TABLE public.moderation_actions TO service_role;

REVOKE ALL ON FUNCTION private.moderation_reason_label(p_reason public.moderation_reason, p_locale text) FROM PUBLIC;
REVOKE ALL ON FUNCTION private.moderation_email(p_post_id uuid, p_title text, p_action public.moderation_action, p_reason public.moderation_reason, p_note text, p_locale text) FROM PUBLIC;
REVOKE ALL ON FUNCTION private.record_moderation(p_post public.posts, p_actor uuid, p_action public.moderation_action, p_reason public.moderation_reason, p_note text, p_report_count integer) FROM PUBLIC;
REVOKE ALL ON FUNCTION private.keep_moderation_status() FROM PUBLIC;
REVOKE ALL ON FUNCTION private.refuse_duplicate_report() FROM PUBLIC;
REVOKE ALL ON FUNCTION private.hold_reported_post() FROM PUBLIC;

REVOKE ALL ON FUNCTION public.admin_moderate_post(p_post_id uuid, p_action public.moderation_action, p_reason public.moderation_reason, p_note text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_moderate_post(p_post_id uuid, p_action public.moderation_action, p_reason public.moderation_reason, p_note text) TO authenticated;
GRANT ALL ON FUNCTION public.admin_moderate_post(p_post_id uuid, p_action public.moderation_action, p_reason public.moderation_reason, p_note text) TO service_role;
REVOKE ALL ON FUNCTION private.admin_moderate_post(p_post_id uuid, p_action public.moderation_action, p_reason public.moderation_reason, p_note text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.admin_moderate_post(p_post_id uuid, p_action public.moderation_action, p_reason public.moderation_reason, p_note text) TO authenticated;
GRANT ALL ON FUNCTION private.admin_moderate_post(p_post_id uuid, p_action public.moderation_action, p_reason public.moderation_reason, p_note text) TO service_role;

REVOKE ALL ON FUNCTION public.admin_set_report_threshold(p_threshold integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_set_report_threshold(p_threshold integer) TO authenticated;
GRANT ALL ON FUNCTION public.admin_set_report_threshold(p_threshold integer) TO service_role;
REVOKE ALL ON FUNCTION private.admin_set_report_threshold(p_threshold integer) FROM PUBLIC;
GRANT ALL ON FUNCTION private.admin_set_report_threshold(p_threshold integer) TO authenticated;
GRANT ALL ON FUNCTION private.admin_set_report_threshold(p_threshold integer) TO service_role;

REVOKE ALL ON FUNCTION public.moderation_log(p_limit integer, p_offset integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.moderation_log(p_limit integer, p_offset integer) TO anon;
GRANT ALL ON FUNCTION public.moderation_log(p_limit integer, p_offset integer) TO authenticated;
GRANT ALL ON FUNCTION public.moderation_log(p_limit integer, p_offset integer) TO service_role;
REVOKE ALL ON FUNCTION private.moderation_log(p_limit integer, p_offset integer) FROM PUBLIC;
GRANT ALL ON FUNCTION private.moderation_log(p_limit integer, p_offset integer) TO anon;
GRANT ALL ON FUNCTION private.moderation_log(p_limit integer, p_offset integer) TO authenticated;
GRANT ALL ON FUNCTION private.moderation_log(p_limit integer, p_offset integer) TO service_role;
