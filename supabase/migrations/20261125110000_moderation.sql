-- Moderation (issue 21): admins hide a post pending review, remove it or restore it, always with a reason; members'
-- reports hold a post for review once enough distinct members report it; a public log of takedowns; e-mail to the
-- author through an outbox.
--
-- A post's visibility is its status, which every public read already filters on (the posts SELECT policy, the feed
-- indexes, search_posts, get_featured_posts, record_post_view): 'approved' is public, 'pending' is hidden pending
-- review, 'rejected' is removed. Only the author and admins read the other two (the existing posts policies).
-- Members never change a status themselves: posts_keep_moderation_status refuses it; the definer functions below do.
--
-- E-mail: private.email_outbox is the project's one e-mail queue (moderation notices here, conversation e-mail from
-- the conversations file), written through private.enqueue_user_email in the same transaction as the action (nothing
-- is sent for an action that rolls back). The local stack drains it into its mailbox or SMTP
-- (src/local-supabase/mail/outbox.ts); on hosted Supabase the email-outbox edge function, called every minute by
-- Supabase Cron with the service role, drains it through email_outbox_claim and email_outbox_mark (README, "E-mail").

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

CREATE FUNCTION private.moderation_reason_label(p_reason public.moderation_reason) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case p_reason
    when 'spam_or_misleading' then 'Spam or misleading'
    when 'inappropriate_content' then 'Inappropriate content'
    when 'fake_listing' then 'Fake listing'
    when 'harassment' then 'Harassment'
    when 'intellectual_property' then 'Intellectual property violation'
    when 'other' then 'Other'
    when 'member_reports' then 'Reported by several members'
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

-- E-mail waiting to be sent, whatever caused it. body may hold {{site_url}}, replaced by the sender with the site's
-- origin. A message is tried at most 5 times (attempts); last_error keeps why the last try failed.
CREATE TABLE private.email_outbox (
    id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    to_email text NOT NULL,
    subject text NOT NULL,
    body text NOT NULL,
    claimed_at timestamp with time zone,
    sent_at timestamp with time zone,
    attempts integer DEFAULT 0 NOT NULL,
    last_error text,
    CONSTRAINT email_outbox_pkey PRIMARY KEY (id)
);

CREATE INDEX email_outbox_unsent_idx ON private.email_outbox USING btree (id) WHERE (sent_at IS NULL);

ALTER TABLE private.email_outbox ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON TABLE private.email_outbox FROM anon, authenticated;

-- Queues an e-mail to a user's address (nothing when the user has none).
CREATE FUNCTION private.enqueue_user_email(p_user_id uuid, p_subject text, p_body text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_email text;
begin
  select u.email::text into v_email from auth.users u where u.id = p_user_id;
  if nullif(btrim(coalesce(v_email, '')), '') is null then
    return;
  end if;
  insert into private.email_outbox (to_email, subject, body) values (v_email, p_subject, p_body);
end;
$$;

-- The e-mail an author gets for an action on their post.
CREATE FUNCTION private.moderation_email(p_post_id uuid, p_title text, p_action public.moderation_action, p_reason public.moderation_reason, p_note text, OUT subject text, OUT body text)
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
declare
  v_title text := coalesce(nullif(btrim(p_title), ''), 'Untitled listing');
  v_what text;
begin
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
    body := body || E'\nReason: ' || private.moderation_reason_label(p_reason) || E'\n';
  end if;
  if nullif(btrim(coalesce(p_note, '')), '') is not null then
    body := body || E'\n' || btrim(p_note) || E'\n';
  end if;
  body := body || E'\nYour listing: {{site_url}}/post/' || p_post_id::text || E'\n';
end;
$$;

-- The audit log learns the post actions.
ALTER TABLE public.admin_audit_log DROP CONSTRAINT admin_audit_log_action_check;
ALTER TABLE public.admin_audit_log ADD CONSTRAINT admin_audit_log_action_check CHECK ((action = ANY (ARRAY['grant_admin'::text, 'revoke_admin'::text, 'ban_user'::text, 'unban_user'::text, 'hide_post'::text, 'remove_post'::text, 'restore_post'::text, 'auto_hide_post'::text, 'set_report_threshold'::text])));

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
  select * into v_mail from private.moderation_email(p_post.id, p_post.title, p_action, p_reason, p_note);
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

-- Reports: one open report per member per post. Earlier duplicates are closed, keeping each member's first.
UPDATE public.reports r SET status = 'resolved'
WHERE r.status = 'open' AND r.target_type = 'post' AND r.reported_post_id IS NOT NULL
  AND EXISTS (
    SELECT 1 FROM public.reports e
    WHERE e.reporter_id = r.reporter_id AND e.reported_post_id = r.reported_post_id AND e.status = 'open'
      AND e.target_type = 'post' AND (e.created_at, e.id) < (r.created_at, r.id)
  );

CREATE UNIQUE INDEX reports_one_open_per_member_post ON public.reports USING btree (reporter_id, reported_post_id) WHERE ((status = 'open'::public.report_status) AND (target_type = 'post'::public.report_target));

CREATE INDEX reports_open_post_idx ON public.reports USING btree (reported_post_id, reporter_id) WHERE (status = 'open'::public.report_status);

-- The sentence for a second report (the unique index above stays the guard against a race).
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
  select * into v_post from public.posts p where p.id = new.reported_post_id for update;
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

-- Admin report list: the post's status and how many distinct members report it now; most reported first.
DROP FUNCTION public.get_all_reports();

CREATE FUNCTION public.get_all_reports() RETURNS TABLE(id uuid, created_at timestamp with time zone, reporter_id uuid, reported_post_id uuid, reported_user_id uuid, target_type public.report_target, reason text, status public.report_status, reported_post_url text, reported_post_title text, reported_user_username text, reporter_username text, reported_post_status public.post_status, report_count integer)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  if not public.has_role((select auth.uid()), 'admin') then
    raise exception 'Only admins can list reports.' using errcode = '42501';
  end if;
  return query
    with counts as (
      select r.reported_post_id as post_id, count(distinct r.reporter_id)::integer as n
      from public.reports r
      where r.status = 'open' and r.reported_post_id is not null
      group by r.reported_post_id
    )
    select
      r.id, r.created_at, r.reporter_id, r.reported_post_id, r.reported_user_id,
      r.target_type, r.reason, r.status,
      p.url, p.title, ru.username, rp.username, p.status, coalesce(c.n, 0)
    from public.reports r
    left join public.posts p on p.id = r.reported_post_id
    left join counts c on c.post_id = r.reported_post_id
    left join public.public_profiles ru on ru.id = r.reported_user_id
    left join public.public_profiles rp on rp.id = r.reporter_id
    order by (r.status = 'open') desc, coalesce(c.n, 0) desc, r.reported_post_id, r.created_at desc, r.id;
end;
$$;

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

-- Admin users list: confirmed or not and post counts, sortable by them.
DROP FUNCTION public.admin_list_users(text, text, boolean, integer, integer);
DROP FUNCTION private.admin_list_users(text, text, boolean, integer, integer);

CREATE FUNCTION private.admin_list_users(p_search text DEFAULT ''::text, p_sort text DEFAULT 'created_at'::text, p_desc boolean DEFAULT true, p_limit integer DEFAULT 50, p_offset integer DEFAULT 0) RETURNS TABLE(id uuid, full_name text, username text, email text, avatar_url text, roles text[], created_at timestamp with time zone, banned boolean, email_confirmed boolean, post_count bigint, total_count bigint)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_column
declare
  v_pattern text := '%' || replace(replace(replace(coalesce(btrim(p_search), ''), '\', '\\'), '%', '\%'), '_', '\_') || '%';
begin
  if not public.has_role((select auth.uid()), 'admin') then
    raise exception 'Admin access required' using errcode = '42501';
  end if;
  if p_sort not in ('created_at', 'email', 'username', 'full_name', 'post_count') then
    raise exception 'Unknown sort column %', p_sort using errcode = '22023';
  end if;
  return query
  with base as (
    select
      u.id,
      p.full_name::text as full_name,
      p.username::text as username,
      u.email::text as email,
      p.avatar_url::text as avatar_url,
      coalesce((select array_agg(r.role::text order by r.role::text) from public.user_roles r where r.user_id = u.id), '{}') as roles,
      u.created_at,
      exists (select 1 from public.user_bans b where b.user_id = u.id) as banned,
      u.email_confirmed_at is not null as email_confirmed,
      (select count(*) from public.posts po where po.user_id = u.id) as post_count
    from auth.users u
    left join public.profiles p on p.id = u.id
    where v_pattern = '%%'
       or u.email ilike v_pattern
       or p.username ilike v_pattern
       or p.full_name ilike v_pattern
  )
  select b.*, count(*) over () as total_count
  from base b
  order by
    case when not p_desc then case p_sort when 'email' then lower(b.email) when 'username' then lower(b.username) when 'full_name' then lower(b.full_name) end end asc nulls last,
    case when p_desc then case p_sort when 'email' then lower(b.email) when 'username' then lower(b.username) when 'full_name' then lower(b.full_name) end end desc nulls last,
    case when not p_desc and p_sort = 'created_at' then b.created_at end asc,
    case when p_desc and p_sort = 'created_at' then b.created_at end desc,
    case when not p_desc and p_sort = 'post_count' then b.post_count end asc,
    case when p_desc and p_sort = 'post_count' then b.post_count end desc,
    b.id
  limit greatest(1, least(coalesce(p_limit, 50), 500))
  offset greatest(0, coalesce(p_offset, 0));
end;
$$;

CREATE FUNCTION public.admin_list_users(p_search text DEFAULT ''::text, p_sort text DEFAULT 'created_at'::text, p_desc boolean DEFAULT true, p_limit integer DEFAULT 50, p_offset integer DEFAULT 0) RETURNS TABLE(id uuid, full_name text, username text, email text, avatar_url text, roles text[], created_at timestamp with time zone, banned boolean, email_confirmed boolean, post_count bigint, total_count bigint)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select * from private.admin_list_users(p_search, p_sort, p_desc, p_limit, p_offset);
$$;

-- The e-mail senders (service role only: the local stack's drain and the hosted email-outbox function): claim a
-- batch of unsent messages (skip locked: two senders never take the same message), then mark each sent or failed
-- (a failed one is released for the next drain, up to 5 attempts). A claim older than 10 minutes is claimed again
-- (a sender that died mid-batch).
CREATE FUNCTION private.email_outbox_claim(p_limit integer DEFAULT 20) RETURNS TABLE(id bigint, to_email text, subject text, body text)
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  update private.email_outbox o
  set claimed_at = now(), attempts = o.attempts + 1
  where o.id in (
    select q.id from private.email_outbox q
    where q.sent_at is null and q.attempts < 5 and (q.claimed_at is null or q.claimed_at < now() - interval '10 minutes')
    order by q.id
    limit greatest(1, least(coalesce(p_limit, 20), 100))
    for update skip locked
  )
  returning o.id, o.to_email, o.subject, o.body;
$$;

CREATE FUNCTION public.email_outbox_claim(p_limit integer DEFAULT 20) RETURNS TABLE(id bigint, to_email text, subject text, body text)
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select * from private.email_outbox_claim(p_limit);
$$;

CREATE FUNCTION private.email_outbox_mark(p_id bigint, p_error text DEFAULT NULL) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  update private.email_outbox
  set sent_at = case when p_error is null then now() end,
      claimed_at = case when p_error is null then claimed_at end,
      last_error = left(p_error, 2000)
  where id = p_id;
$$;

CREATE FUNCTION public.email_outbox_mark(p_id bigint, p_error text DEFAULT NULL) RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.email_outbox_mark(p_id, p_error);
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

REVOKE ALL ON FUNCTION private.moderation_reason_label(p_reason public.moderation_reason) FROM PUBLIC;
REVOKE ALL ON FUNCTION private.enqueue_user_email(p_user_id uuid, p_subject text, p_body text) FROM PUBLIC;
REVOKE ALL ON FUNCTION private.moderation_email(p_post_id uuid, p_title text, p_action public.moderation_action, p_reason public.moderation_reason, p_note text) FROM PUBLIC;
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

REVOKE ALL ON FUNCTION public.get_all_reports() FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_all_reports() TO authenticated;
GRANT ALL ON FUNCTION public.get_all_reports() TO service_role;

REVOKE ALL ON FUNCTION public.moderation_log(p_limit integer, p_offset integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.moderation_log(p_limit integer, p_offset integer) TO anon;
GRANT ALL ON FUNCTION public.moderation_log(p_limit integer, p_offset integer) TO authenticated;
GRANT ALL ON FUNCTION public.moderation_log(p_limit integer, p_offset integer) TO service_role;
REVOKE ALL ON FUNCTION private.moderation_log(p_limit integer, p_offset integer) FROM PUBLIC;
GRANT ALL ON FUNCTION private.moderation_log(p_limit integer, p_offset integer) TO anon;
GRANT ALL ON FUNCTION private.moderation_log(p_limit integer, p_offset integer) TO authenticated;
GRANT ALL ON FUNCTION private.moderation_log(p_limit integer, p_offset integer) TO service_role;

REVOKE ALL ON FUNCTION public.admin_list_users(p_search text, p_sort text, p_desc boolean, p_limit integer, p_offset integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_list_users(p_search text, p_sort text, p_desc boolean, p_limit integer, p_offset integer) TO authenticated;
GRANT ALL ON FUNCTION public.admin_list_users(p_search text, p_sort text, p_desc boolean, p_limit integer, p_offset integer) TO service_role;
REVOKE ALL ON FUNCTION private.admin_list_users(p_search text, p_sort text, p_desc boolean, p_limit integer, p_offset integer) FROM PUBLIC;
GRANT ALL ON FUNCTION private.admin_list_users(p_search text, p_sort text, p_desc boolean, p_limit integer, p_offset integer) TO authenticated;
GRANT ALL ON FUNCTION private.admin_list_users(p_search text, p_sort text, p_desc boolean, p_limit integer, p_offset integer) TO service_role;

REVOKE ALL ON FUNCTION public.email_outbox_claim(p_limit integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.email_outbox_claim(p_limit integer) TO service_role;
REVOKE ALL ON FUNCTION private.email_outbox_claim(p_limit integer) FROM PUBLIC;
GRANT ALL ON FUNCTION private.email_outbox_claim(p_limit integer) TO service_role;

REVOKE ALL ON FUNCTION public.email_outbox_mark(p_id bigint, p_error text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.email_outbox_mark(p_id bigint, p_error text) TO service_role;
REVOKE ALL ON FUNCTION private.email_outbox_mark(p_id bigint, p_error text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.email_outbox_mark(p_id bigint, p_error text) TO service_role;
