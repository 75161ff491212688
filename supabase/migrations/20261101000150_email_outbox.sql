-- E-mail: private.email_outbox is the project's one e-mail queue (moderation notices from 20261101000850_moderation.sql,
-- conversation e-mail from 20261101000550_conversations.sql), written through private.enqueue_user_email in the same
-- transaction as the action (nothing is sent for an action that rolls back). The local stack drains it into its
-- mailbox or SMTP (src/local-supabase/mail/outbox.ts); on hosted Supabase the email-outbox edge function, called every
-- minute by Supabase Cron with the service role, drains it through email_outbox_claim and email_outbox_mark (README,
-- "E-mail").

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

-- The words of the database's e-mails in the reader's language (issue 22: English, or French for a member whose
-- profile says fr, private.user_locale in 20261101000200_profiles.sql). A price as the site writes it: "$480,000",
-- "$480,000.5" in English, "480 000 $", "480 000,5 $" in French (no-break spaces, decimal comma).
CREATE FUNCTION private.email_price(p_amount numeric, p_locale text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case when p_locale = 'fr' then replace(replace(x.v, ',', chr(160)), '.', ',') || chr(160) || '$' else '$' || x.v end
  from (select rtrim(rtrim(to_char(round(p_amount, 2), 'FM999,999,999,999,990.99'), '0'), '.') as v) x
  where p_amount is not null;
$$;

-- A title quoted as each language quotes: “…” in English, « … » (with no-break spaces) in French.
CREATE FUNCTION private.email_quote(p_text text, p_locale text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case when p_locale = 'fr' then '«' || chr(160) || p_text || chr(160) || '»' else '“' || p_text || '”' end;
$$;

-- The site's address of a page in the reader's language ('/profile' -> '{{site_url}}/fr/profile' in French).
CREATE FUNCTION private.email_link(p_path text, p_locale text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select '{{site_url}}' || case when p_locale = 'fr' then '/fr' else '' end || p_path;
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

REVOKE ALL ON FUNCTION private.enqueue_user_email(p_user_id uuid, p_subject text, p_body text) FROM PUBLIC;
REVOKE ALL ON FUNCTION private.email_price(p_amount numeric, p_locale text) FROM PUBLIC;
REVOKE ALL ON FUNCTION private.email_quote(p_text text, p_locale text) FROM PUBLIC;
REVOKE ALL ON FUNCTION private.email_link(p_path text, p_locale text) FROM PUBLIC;

REVOKE ALL ON FUNCTION public.email_outbox_claim(p_limit integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.email_outbox_claim(p_limit integer) TO service_role;
REVOKE ALL ON FUNCTION private.email_outbox_claim(p_limit integer) FROM PUBLIC;
GRANT ALL ON FUNCTION private.email_outbox_claim(p_limit integer) TO service_role;

REVOKE ALL ON FUNCTION public.email_outbox_mark(p_id bigint, p_error text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.email_outbox_mark(p_id bigint, p_error text) TO service_role;
REVOKE ALL ON FUNCTION private.email_outbox_mark(p_id bigint, p_error text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.email_outbox_mark(p_id bigint, p_error text) TO service_role;
