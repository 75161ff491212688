-- Offers and questions become conversations (issue 21): the post's owner and one member write to each other; the
-- owner accepts or declines an offer; each side is e-mailed when the other writes (through the project's one e-mail
-- outbox, private.enqueue_user_email in 20261101000150_email_outbox.sql); messages can be reported; writing is
-- rate-limited and refused to banned members.
-- Triggers created here on other rooms' tables: offers_refuse_suspended_writer, offers_open_conversation,
-- saved_listings_refuse_suspended_writer, reports_refuse_suspended_writer (named in 20261101000500_activity.sql) and
-- posts_refuse_suspended_writer (named in 20261101000400_posts.sql).

CREATE TABLE public.conversations (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    last_message_at timestamp with time zone DEFAULT now() NOT NULL,
    post_id uuid NOT NULL,
    member_id uuid NOT NULL,
    owner_id uuid NOT NULL,
    offer_id uuid,
    status text DEFAULT 'open'::text NOT NULL,
    CONSTRAINT conversations_pkey PRIMARY KEY (id),
    CONSTRAINT conversations_offer_id_key UNIQUE (offer_id),
    CONSTRAINT conversations_status_check CHECK ((status = ANY (ARRAY['open'::text, 'accepted'::text, 'declined'::text]))),
    CONSTRAINT conversations_status_needs_offer CHECK (((offer_id IS NOT NULL) OR (status = 'open'::text))),
    CONSTRAINT conversations_member_not_owner CHECK ((member_id <> owner_id)),
    CONSTRAINT conversations_post_id_fkey FOREIGN KEY (post_id) REFERENCES public.posts(id) ON DELETE CASCADE,
    CONSTRAINT conversations_member_id_fkey FOREIGN KEY (member_id) REFERENCES auth.users(id) ON DELETE CASCADE,
    CONSTRAINT conversations_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES auth.users(id) ON DELETE CASCADE,
    CONSTRAINT conversations_offer_id_fkey FOREIGN KEY (offer_id) REFERENCES public.offers(id) ON DELETE CASCADE
);

-- One question thread per member and post: asking again adds to it.
CREATE UNIQUE INDEX conversations_one_question_per_member_post ON public.conversations USING btree (post_id, member_id) WHERE (offer_id IS NULL);

CREATE INDEX conversations_member_id_last_message_at_idx ON public.conversations USING btree (member_id, last_message_at DESC);

CREATE INDEX conversations_owner_id_last_message_at_idx ON public.conversations USING btree (owner_id, last_message_at DESC);

CREATE TABLE public.conversation_messages (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    conversation_id uuid NOT NULL,
    sender_id uuid DEFAULT auth.uid() NOT NULL,
    body text NOT NULL,
    CONSTRAINT conversation_messages_pkey PRIMARY KEY (id),
    CONSTRAINT conversation_messages_body_length CHECK (((char_length(btrim(body)) >= 1) AND (char_length(body) <= 500))),
    CONSTRAINT conversation_messages_conversation_id_fkey FOREIGN KEY (conversation_id) REFERENCES public.conversations(id) ON DELETE CASCADE,
    CONSTRAINT conversation_messages_sender_id_fkey FOREIGN KEY (sender_id) REFERENCES auth.users(id) ON DELETE CASCADE
);

CREATE INDEX conversation_messages_conversation_id_created_at_idx ON public.conversation_messages USING btree (conversation_id, created_at);

CREATE INDEX conversation_messages_sender_id_created_at_idx ON public.conversation_messages USING btree (sender_id, created_at);

CREATE TABLE public.conversation_message_reports (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    message_id uuid NOT NULL,
    reporter_id uuid DEFAULT auth.uid() NOT NULL,
    reason text NOT NULL,
    status public.report_status DEFAULT 'open'::public.report_status NOT NULL,
    CONSTRAINT conversation_message_reports_pkey PRIMARY KEY (id),
    CONSTRAINT conversation_message_reports_once UNIQUE (message_id, reporter_id),
    CONSTRAINT conversation_message_reports_reason_length CHECK (((char_length(btrim(reason)) >= 1) AND (char_length(reason) <= 2000))),
    CONSTRAINT conversation_message_reports_message_id_fkey FOREIGN KEY (message_id) REFERENCES public.conversation_messages(id) ON DELETE CASCADE,
    CONSTRAINT conversation_message_reports_reporter_id_fkey FOREIGN KEY (reporter_id) REFERENCES auth.users(id) ON DELETE CASCADE
);

CREATE INDEX conversation_message_reports_reporter_id_idx ON public.conversation_message_reports USING btree (reporter_id);

-- The e-mail a party gets when the other side writes (kind: offer, question, reply, accepted, declined), queued in
-- the project's one outbox (private.enqueue_user_email) in the same transaction as the write, in the recipient's
-- language (private.user_locale: English, or French for a member whose profile says fr). {{site_url}} is filled in by
-- the sender. Prices as the site writes them ("$480,000", "480 000 $": private.email_price).
CREATE FUNCTION private.queue_conversation_email(p_conversation_id uuid, p_recipient_id uuid, p_kind text, p_body text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_locale text := private.user_locale(p_recipient_id);
  v_fr boolean := v_locale = 'fr';
  v_title text;
  v_who text;
  v_amount text;
  v_quoted text;
  v_footer text;
  v_subject text;
  v_text text;
begin
  select private.email_quote(coalesce(nullif(btrim(p.title), ''), case when v_fr then 'Annonce sans titre' else 'Untitled Post' end), v_locale),
         coalesce(nullif(btrim(coalesce(nullif(pr.full_name, ''), pr.username)), ''), case when v_fr then 'Un membre' else 'A member' end),
         coalesce(private.email_price(o.offer_amount, v_locale), case when v_fr then 'un montant' else 'an amount' end)
    into v_title, v_who, v_amount
  from public.conversations c
  left join public.posts p on p.id = c.post_id
  left join public.offers o on o.id = c.offer_id
  left join public.profiles pr on pr.id = case when p_recipient_id = c.owner_id then c.member_id else c.owner_id end
  where c.id = p_conversation_id;
  v_quoted := case when nullif(btrim(coalesce(p_body, '')), '') is null then '' else E'\n\n' || btrim(p_body) end;
  v_footer := case when v_fr then E'\n\nLisez la conversation et répondez dans votre tableau de bord' || chr(160) || ': '
                   else E'\n\nRead and reply in your dashboard: ' end
              || private.email_link('/profile?tab=conversations', v_locale);
  if v_fr then
    case p_kind
      when 'offer' then
        v_subject := 'Nouvelle offre sur ' || v_title;
        v_text := v_who || ' a offert ' || v_amount || ' pour ' || v_title || '.' || v_quoted || v_footer;
      when 'question' then
        v_subject := 'Nouvelle question sur ' || v_title;
        v_text := v_who || ' a posé une question sur ' || v_title || chr(160) || ':' || v_quoted || v_footer;
      when 'accepted' then
        v_subject := 'Votre offre sur ' || v_title || ' a été acceptée';
        v_text := v_who || ' a accepté votre offre de ' || v_amount || ' pour ' || v_title || '.' || v_footer;
      when 'declined' then
        v_subject := 'Votre offre sur ' || v_title || ' a été refusée';
        v_text := v_who || ' a refusé votre offre de ' || v_amount || ' pour ' || v_title || '.' || v_footer;
      else
        v_subject := 'Nouveau message au sujet de ' || v_title;
        v_text := v_who || ' a écrit au sujet de ' || v_title || chr(160) || ':' || v_quoted || v_footer;
    end case;
  else
    case p_kind
      when 'offer' then
        v_subject := 'New offer on ' || v_title;
        v_text := v_who || ' offered ' || v_amount || ' on ' || v_title || '.' || v_quoted || v_footer;
      when 'question' then
        v_subject := 'New question about ' || v_title;
        v_text := v_who || ' asked about ' || v_title || ':' || v_quoted || v_footer;
      when 'accepted' then
        v_subject := 'Your offer on ' || v_title || ' was accepted';
        v_text := v_who || ' accepted your offer of ' || v_amount || ' on ' || v_title || '.' || v_footer;
      when 'declined' then
        v_subject := 'Your offer on ' || v_title || ' was declined';
        v_text := v_who || ' declined your offer of ' || v_amount || ' on ' || v_title || '.' || v_footer;
      else
        v_subject := 'New message about ' || v_title;
        v_text := v_who || ' wrote about ' || v_title || ':' || v_quoted || v_footer;
    end case;
  end if;
  perform private.enqueue_user_email(p_recipient_id, v_subject, v_text);
end;
$$;

-- Refuses writes by a banned member with a sentence (a restrictive policy alone answers only "violates row-level
-- security policy"). BEFORE triggers run before the policies' WITH CHECK, so the member reads why.
CREATE FUNCTION private.refuse_suspended_writer() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if coalesce((select auth.role()), '') in ('anon', 'authenticated')
     and exists (select 1 from public.user_bans b where b.user_id = (select auth.uid())) then
    raise exception 'Your account is suspended.' using errcode = '42501';
  end if;
  return new;
end;
$$;

CREATE TRIGGER offers_refuse_suspended_writer BEFORE INSERT ON public.offers FOR EACH ROW EXECUTE FUNCTION private.refuse_suspended_writer();

CREATE TRIGGER saved_listings_refuse_suspended_writer BEFORE INSERT ON public.saved_listings FOR EACH ROW EXECUTE FUNCTION private.refuse_suspended_writer();

CREATE TRIGGER reports_refuse_suspended_writer BEFORE INSERT ON public.reports FOR EACH ROW EXECUTE FUNCTION private.refuse_suspended_writer();

CREATE TRIGGER posts_refuse_suspended_writer BEFORE INSERT ON public.posts FOR EACH ROW EXECUTE FUNCTION private.refuse_suspended_writer();

-- An offer opens its conversation with the post's owner, who is e-mailed.
CREATE FUNCTION private.open_offer_conversation() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_owner uuid;
  v_conversation uuid;
begin
  select p.user_id into v_owner from public.posts p where p.id = new.post_id;
  if v_owner is null or v_owner = new.user_id then
    return new;
  end if;
  insert into public.conversations (post_id, member_id, owner_id, offer_id, created_at, last_message_at)
  values (new.post_id, new.user_id, v_owner, new.id, new.created_at, new.created_at)
  returning id into v_conversation;
  perform private.queue_conversation_email(v_conversation, v_owner, 'offer', new.message);
  return new;
end;
$$;

CREATE TRIGGER offers_open_conversation AFTER INSERT ON public.offers FOR EACH ROW EXECUTE FUNCTION private.open_offer_conversation();

-- Messages: stamped, rate-limited (30 an hour per member writing through the API), refused to banned members; the conversation's last
-- activity moves; the other party is e-mailed.
CREATE FUNCTION private.enforce_conversation_message_rules() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if coalesce((select auth.role()), '') in ('anon', 'authenticated') then
    new.sender_id := (select auth.uid());
    new.created_at := now();
  end if;
  if exists (select 1 from public.user_bans b where b.user_id = new.sender_id) then
    raise exception 'Your account is suspended.' using errcode = '42501';
  end if;
  if coalesce((select auth.role()), '') in ('anon', 'authenticated')
     and (select count(*) from public.conversation_messages m
          where m.sender_id = new.sender_id and m.created_at > now() - interval '1 hour') >= 30 then
    raise exception 'You are sending messages too quickly. Please wait a while and try again.' using errcode = '54000';
  end if;
  return new;
end;
$$;

CREATE TRIGGER conversation_messages_enforce_rules BEFORE INSERT ON public.conversation_messages FOR EACH ROW EXECUTE FUNCTION private.enforce_conversation_message_rules();

CREATE FUNCTION private.after_conversation_message() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_conversation public.conversations%rowtype;
  v_first boolean;
begin
  select * into v_conversation from public.conversations c where c.id = new.conversation_id;
  update public.conversations c set last_message_at = new.created_at where c.id = new.conversation_id;
  v_first := v_conversation.offer_id is null
    and not exists (select 1 from public.conversation_messages m where m.conversation_id = new.conversation_id and m.id <> new.id);
  perform private.queue_conversation_email(
    new.conversation_id,
    case when new.sender_id = v_conversation.owner_id then v_conversation.member_id else v_conversation.owner_id end,
    case when v_first then 'question' else 'reply' end,
    new.body
  );
  return new;
end;
$$;

CREATE TRIGGER conversation_messages_after_insert AFTER INSERT ON public.conversation_messages FOR EACH ROW EXECUTE FUNCTION private.after_conversation_message();

-- Conversations change only by their status: an open offer is accepted or declined once, by the owner (the
-- policy and column grant say who and what; this says when), and the member is e-mailed.
CREATE FUNCTION private.enforce_conversation_status() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if coalesce((select auth.role()), '') in ('anon', 'authenticated') then
    if exists (select 1 from public.user_bans b where b.user_id = (select auth.uid())) then
      raise exception 'Your account is suspended.' using errcode = '42501';
    end if;
    if new.status is distinct from old.status and old.status <> 'open' then
      raise exception 'This offer has already been answered.' using errcode = '55000';
    end if;
  end if;
  if new.status is distinct from old.status and new.status in ('accepted', 'declined') then
    perform private.queue_conversation_email(new.id, new.member_id, new.status, null);
  end if;
  return new;
end;
$$;

CREATE TRIGGER conversations_enforce_status BEFORE UPDATE ON public.conversations FOR EACH ROW EXECUTE FUNCTION private.enforce_conversation_status();

-- Reports of messages: by the party who received the message; stamped.
CREATE FUNCTION private.enforce_message_report_rules() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if coalesce((select auth.role()), '') in ('anon', 'authenticated') then
    if exists (select 1 from public.user_bans b where b.user_id = (select auth.uid())) then
      raise exception 'Your account is suspended.' using errcode = '42501';
    end if;
    new.reporter_id := (select auth.uid());
    new.created_at := now();
    new.status := 'open';
  end if;
  return new;
end;
$$;

CREATE TRIGGER conversation_message_reports_enforce_rules BEFORE INSERT ON public.conversation_message_reports FOR EACH ROW EXECUTE FUNCTION private.enforce_message_report_rules();

-- Whether the caller is a party of a conversation, and whether a conversation has a reported message (admins read
-- those). Definer helpers so the policies do not recurse through each other's tables.
CREATE FUNCTION private.is_conversation_party(p_conversation_id uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from public.conversations c
    where c.id = p_conversation_id and (select auth.uid()) in (c.member_id, c.owner_id)
  );
$$;

CREATE FUNCTION private.conversation_is_reported(p_conversation_id uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from public.conversation_message_reports r
    join public.conversation_messages m on m.id = r.message_id
    where m.conversation_id = p_conversation_id
  );
$$;

CREATE FUNCTION private.message_sender(p_message_id uuid) RETURNS uuid
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select m.sender_id from public.conversation_messages m where m.id = p_message_id;
$$;

CREATE FUNCTION private.message_conversation(p_message_id uuid) RETURNS uuid
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select m.conversation_id from public.conversation_messages m where m.id = p_message_id;
$$;

-- Ask a question: one thread per member and post (asking again adds to it). The public wrapper runs as the caller,
-- so the post must be one they can read and not their own; the definer part writes the thread and its message.
CREATE FUNCTION private.ask_question(p_post_id uuid, p_body text) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_uid uuid := (select auth.uid());
  v_owner uuid;
  v_conversation uuid;
begin
  if v_uid is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  if exists (select 1 from public.user_bans b where b.user_id = v_uid) then
    raise exception 'Your account is suspended.' using errcode = '42501';
  end if;
  select p.user_id into v_owner from public.posts p where p.id = p_post_id;
  if v_owner is null then
    raise exception 'Post not found.' using errcode = 'P0002';
  end if;
  if v_owner = v_uid then
    raise exception 'You cannot ask a question about your own post.' using errcode = '42501';
  end if;
  if (select count(*) from public.conversations c
      where c.member_id = v_uid and c.offer_id is null and c.created_at > now() - interval '1 day') >= 20 then
    raise exception 'You are sending messages too quickly. Please wait a while and try again.' using errcode = '54000';
  end if;
  insert into public.conversations (post_id, member_id, owner_id)
  values (p_post_id, v_uid, v_owner)
  on conflict (post_id, member_id) where offer_id is null do nothing
  returning id into v_conversation;
  if v_conversation is null then
    select c.id into v_conversation from public.conversations c
    where c.post_id = p_post_id and c.member_id = v_uid and c.offer_id is null;
  end if;
  insert into public.conversation_messages (conversation_id, sender_id, body) values (v_conversation, v_uid, p_body);
  return v_conversation;
end;
$$;

CREATE FUNCTION public.ask_question(p_post_id uuid, p_body text) RETURNS uuid
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if not exists (select 1 from public.posts p where p.id = p_post_id) then
    raise exception 'Post not found.' using errcode = 'P0002';
  end if;
  return private.ask_question(p_post_id, p_body);
end;
$$;

-- The member's and the owner's conversations, newest activity first, with the post, the other party's name, the
-- offer and the last message (the dashboard's list).
CREATE FUNCTION private.list_my_conversations() RETURNS TABLE(id uuid, post_id uuid, post_title text, role text, other_party_id uuid, other_party_name text, offer_id uuid, offer_amount numeric, offer_message text, status text, created_at timestamp with time zone, last_message_at timestamp with time zone, last_message text, message_count integer)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_uid uuid := (select auth.uid());
begin
  if v_uid is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  return query
  select c.id, c.post_id, p.title::text,
         case when c.owner_id = v_uid then 'owner' else 'member' end,
         case when c.owner_id = v_uid then c.member_id else c.owner_id end,
         coalesce(nullif(pr.full_name, ''), pr.username)::text,
         c.offer_id, o.offer_amount::numeric, o.message::text, c.status, c.created_at, c.last_message_at,
         (select m.body from public.conversation_messages m where m.conversation_id = c.id order by m.created_at desc, m.id desc limit 1),
         (select count(*)::integer from public.conversation_messages m where m.conversation_id = c.id)
  from public.conversations c
  left join public.posts p on p.id = c.post_id
  left join public.offers o on o.id = c.offer_id
  left join public.public_profiles pr on pr.id = case when c.owner_id = v_uid then c.member_id else c.owner_id end
  where v_uid in (c.member_id, c.owner_id)
  order by c.last_message_at desc, c.id;
end;
$$;

CREATE FUNCTION public.list_my_conversations() RETURNS TABLE(id uuid, post_id uuid, post_title text, role text, other_party_id uuid, other_party_name text, offer_id uuid, offer_amount numeric, offer_message text, status text, created_at timestamp with time zone, last_message_at timestamp with time zone, last_message text, message_count integer)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select * from private.list_my_conversations();
$$;

CREATE POLICY "Parties can read their conversations" ON public.conversations FOR SELECT TO authenticated USING (((member_id = ( SELECT auth.uid() AS uid)) OR (owner_id = ( SELECT auth.uid() AS uid))));

CREATE POLICY "Admins can read reported conversations" ON public.conversations FOR SELECT TO authenticated USING ((( SELECT public.has_role(( SELECT auth.uid() AS uid), 'admin'::public.app_role) AS has_role) AND private.conversation_is_reported(id)));

CREATE POLICY "Owners can answer offers" ON public.conversations FOR UPDATE TO authenticated USING (((owner_id = ( SELECT auth.uid() AS uid)) AND (offer_id IS NOT NULL))) WITH CHECK (((owner_id = ( SELECT auth.uid() AS uid)) AND (offer_id IS NOT NULL) AND (status = ANY (ARRAY['accepted'::text, 'declined'::text]))));

ALTER TABLE public.conversations ENABLE ROW LEVEL SECURITY;

GRANT SELECT ON TABLE public.conversations TO authenticated;
GRANT UPDATE (status) ON TABLE public.conversations TO authenticated;
GRANT ALL ON TABLE public.conversations TO service_role;

CREATE POLICY "Parties can read their messages" ON public.conversation_messages FOR SELECT TO authenticated USING (( SELECT private.is_conversation_party(conversation_messages.conversation_id) AS is_conversation_party));

CREATE POLICY "Admins can read reported conversations' messages" ON public.conversation_messages FOR SELECT TO authenticated USING ((( SELECT public.has_role(( SELECT auth.uid() AS uid), 'admin'::public.app_role) AS has_role) AND private.conversation_is_reported(conversation_id)));

CREATE POLICY "Parties can write in their conversations" ON public.conversation_messages FOR INSERT TO authenticated WITH CHECK (((sender_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_conversation_party(conversation_messages.conversation_id) AS is_conversation_party)));

ALTER TABLE public.conversation_messages ENABLE ROW LEVEL SECURITY;

GRANT SELECT ON TABLE public.conversation_messages TO authenticated;
GRANT INSERT (conversation_id, body) ON TABLE public.conversation_messages TO authenticated;
GRANT ALL ON TABLE public.conversation_messages TO service_role;

CREATE POLICY "Admins can read message reports" ON public.conversation_message_reports FOR SELECT TO authenticated USING (( SELECT public.has_role(( SELECT auth.uid() AS uid), 'admin'::public.app_role) AS has_role));

CREATE POLICY "Admins can update message reports" ON public.conversation_message_reports FOR UPDATE TO authenticated USING (( SELECT public.has_role(( SELECT auth.uid() AS uid), 'admin'::public.app_role) AS has_role)) WITH CHECK (( SELECT public.has_role(( SELECT auth.uid() AS uid), 'admin'::public.app_role) AS has_role));

CREATE POLICY "Members can read their own message reports" ON public.conversation_message_reports FOR SELECT TO authenticated USING ((reporter_id = ( SELECT auth.uid() AS uid)));

CREATE POLICY "Parties can report messages they received" ON public.conversation_message_reports FOR INSERT TO authenticated WITH CHECK (((reporter_id = ( SELECT auth.uid() AS uid)) AND (private.message_sender(message_id) <> ( SELECT auth.uid() AS uid)) AND private.is_conversation_party(private.message_conversation(message_id))));

ALTER TABLE public.conversation_message_reports ENABLE ROW LEVEL SECURITY;

GRANT SELECT ON TABLE public.conversation_message_reports TO authenticated;
GRANT INSERT (message_id, reason) ON TABLE public.conversation_message_reports TO authenticated;
GRANT UPDATE (status) ON TABLE public.conversation_message_reports TO authenticated;
GRANT ALL ON TABLE public.conversation_message_reports TO service_role;

REVOKE ALL ON FUNCTION private.queue_conversation_email(p_conversation_id uuid, p_recipient_id uuid, p_kind text, p_body text) FROM PUBLIC;
REVOKE ALL ON FUNCTION private.refuse_suspended_writer() FROM PUBLIC;
REVOKE ALL ON FUNCTION private.open_offer_conversation() FROM PUBLIC;
REVOKE ALL ON FUNCTION private.enforce_conversation_message_rules() FROM PUBLIC;
REVOKE ALL ON FUNCTION private.after_conversation_message() FROM PUBLIC;
REVOKE ALL ON FUNCTION private.enforce_conversation_status() FROM PUBLIC;
REVOKE ALL ON FUNCTION private.enforce_message_report_rules() FROM PUBLIC;

REVOKE ALL ON FUNCTION private.is_conversation_party(p_conversation_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_conversation_party(p_conversation_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.is_conversation_party(p_conversation_id uuid) TO service_role;

REVOKE ALL ON FUNCTION private.conversation_is_reported(p_conversation_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.conversation_is_reported(p_conversation_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.conversation_is_reported(p_conversation_id uuid) TO service_role;

REVOKE ALL ON FUNCTION private.message_sender(p_message_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.message_sender(p_message_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.message_sender(p_message_id uuid) TO service_role;

REVOKE ALL ON FUNCTION private.message_conversation(p_message_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.message_conversation(p_message_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.message_conversation(p_message_id uuid) TO service_role;

REVOKE ALL ON FUNCTION public.ask_question(p_post_id uuid, p_body text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.ask_question(p_post_id uuid, p_body text) TO authenticated;
GRANT ALL ON FUNCTION public.ask_question(p_post_id uuid, p_body text) TO service_role;

REVOKE ALL ON FUNCTION private.ask_question(p_post_id uuid, p_body text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.ask_question(p_post_id uuid, p_body text) TO authenticated;
GRANT ALL ON FUNCTION private.ask_question(p_post_id uuid, p_body text) TO service_role;

REVOKE ALL ON FUNCTION public.list_my_conversations() FROM PUBLIC;
GRANT ALL ON FUNCTION public.list_my_conversations() TO authenticated;
GRANT ALL ON FUNCTION public.list_my_conversations() TO service_role;

REVOKE ALL ON FUNCTION private.list_my_conversations() FROM PUBLIC;
GRANT ALL ON FUNCTION private.list_my_conversations() TO authenticated;
GRANT ALL ON FUNCTION private.list_my_conversations() TO service_role;
