-- Whitelist: the domains a post may link to, normalised on write; url_host and is_whitelisted_url read them.

CREATE TABLE public.whitelisted_domains (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    domain_name text NOT NULL,
    description text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT whitelisted_domains_description_length CHECK ((char_length(description) <= 500)),
    CONSTRAINT whitelisted_domains_domain_name_length CHECK ((char_length(domain_name) <= 253)),
    CONSTRAINT whitelisted_domains_host_name CHECK ((domain_name ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$'::text)),
    CONSTRAINT whitelisted_domains_lower_case CHECK ((domain_name = lower(domain_name))),
    CONSTRAINT whitelisted_domains_no_www CHECK (domain_name !~ '^www\.'),
    CONSTRAINT whitelisted_domains_domain_name_key UNIQUE (domain_name),
    CONSTRAINT whitelisted_domains_pkey PRIMARY KEY (id)
);

CREATE FUNCTION public.url_host(url text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select nullif(
    regexp_replace(
      lower(substring(btrim(url) from '^[hH][tT][tT][pP][sS]?://(?:[^/?#@\\]*@)?([^/?#:\\]+)')),
      '^www\.', ''
    ),
    ''
  );
$$;

CREATE FUNCTION public.is_whitelisted_url(url text) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce(url !~ '[\\\u0001-\u0020\u007f-\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]', false)
    and exists (
      select 1 from public.whitelisted_domains d
      where d.domain_name = public.url_host(url)
    );
$$;

-- One normal form, the one url_host compares against (lower case, ASCII/punycode, no leading www., no
-- scheme, user, path, query, fragment, port or trailing dot). The admin form runs the same normaliser
-- (src/shared/link-intelligence/domain-name.ts); this trigger is the rule, with a sentence for what cannot be one.
-- "Do not include http/https" is done by stripping the scheme (a check on the name would refuse names like httpcats.ca).
CREATE FUNCTION public.normalize_whitelisted_domain() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v text := lower(btrim(coalesce(new.domain_name, '')));
begin
  v := regexp_replace(v, '^[a-z][a-z0-9+.-]*://', '');
  v := regexp_replace(v, '^[^/?#@]*@', '');
  v := regexp_replace(v, '[/?#].*$', '');
  v := regexp_replace(v, ':[0-9]*$', '');
  v := regexp_replace(v, '\.+$', '');
  v := regexp_replace(v, '^www\.', '');
  if v = '' then
    raise exception 'Domain name is required.' using errcode = '23514';
  end if;
  if v ~ '[^\x01-\x7f]' then
    raise exception 'Enter the domain in its punycode form (xn--...); the admin form converts it for you.' using errcode = '23514';
  end if;
  if v !~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$' or char_length(v) > 253 then
    raise exception 'Enter a domain like realtor.ca.' using errcode = '23514', detail = format('%s is not a host name', v);
  end if;
  new.domain_name := v;
  return new;
end;
$$;

CREATE TRIGGER whitelisted_domains_normalize BEFORE INSERT OR UPDATE ON public.whitelisted_domains FOR EACH ROW EXECUTE FUNCTION public.normalize_whitelisted_domain();

CREATE POLICY "Admins can add whitelisted domains" ON public.whitelisted_domains FOR INSERT TO authenticated WITH CHECK (( SELECT public.has_role(( SELECT auth.uid() AS uid), 'admin'::public.app_role) AS has_role));

CREATE POLICY "Admins can delete whitelisted domains" ON public.whitelisted_domains FOR DELETE TO authenticated USING (( SELECT public.has_role(( SELECT auth.uid() AS uid), 'admin'::public.app_role) AS has_role));

CREATE POLICY "Admins can update whitelisted domains" ON public.whitelisted_domains FOR UPDATE TO authenticated USING (( SELECT public.has_role(( SELECT auth.uid() AS uid), 'admin'::public.app_role) AS has_role)) WITH CHECK (( SELECT public.has_role(( SELECT auth.uid() AS uid), 'admin'::public.app_role) AS has_role));

CREATE POLICY "Whitelisted domains are readable by everyone" ON public.whitelisted_domains FOR SELECT TO anon, authenticated USING (true);

ALTER TABLE public.whitelisted_domains ENABLE ROW LEVEL SECURITY;

GRANT SELECT ON TABLE public.whitelisted_domains TO anon;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.whitelisted_domains TO authenticated;
GRANT ALL ON TABLE public.whitelisted_domains TO service_role;

GRANT ALL ON FUNCTION public.is_whitelisted_url(url text) TO anon;
GRANT ALL ON FUNCTION public.is_whitelisted_url(url text) TO authenticated;
GRANT ALL ON FUNCTION public.is_whitelisted_url(url text) TO service_role;

REVOKE ALL ON FUNCTION public.normalize_whitelisted_domain() FROM PUBLIC;
GRANT ALL ON FUNCTION public.normalize_whitelisted_domain() TO service_role;

GRANT ALL ON FUNCTION public.url_host(url text) TO anon;
GRANT ALL ON FUNCTION public.url_host(url text) TO authenticated;
GRANT ALL ON FUNCTION public.url_host(url text) TO service_role;
