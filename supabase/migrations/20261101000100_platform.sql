-- Platform: what every room below builds on. The API roles get nothing by default (explicit grants only), the two
-- extensions, the private schemas (private: helpers the API cannot call; admin_private: analytics and admin internals),
-- the enums, user roles and has_role. Written as the current state; after the first deploy, migrations are append-only.

-- Hosted Supabase projects created since 2026-10-30 grant the API roles nothing on new public objects; older ones
-- still carry the old defaults. Revoke them so both behave alike: every grant below is explicit.
ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE ALL ON TABLES FROM anon, authenticated, service_role;
ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE ALL ON SEQUENCES FROM anon, authenticated, service_role;
ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE ALL ON FUNCTIONS FROM anon, authenticated, service_role;

CREATE SCHEMA admin_private;

CREATE SCHEMA private;

-- The API roles may call what private grants them (the security-definer bodies behind public's invoker entry points,
-- the helpers triggers and checks use); the Data API serves only public, so nothing here is reachable over HTTP.
GRANT USAGE ON SCHEMA private TO anon, authenticated, service_role;

CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA extensions;

CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA extensions;

CREATE TYPE public.app_role AS ENUM (
    'admin'
);

CREATE TYPE public.business_category AS ENUM (
    'real_estate_agent',
    'broker',
    'developer',
    'property_manager',
    'other'
);

CREATE TYPE public.post_category AS ENUM (
    'residential',
    'commercial',
    'land',
    'business',
    'fsbo'
);

CREATE TYPE public.post_status AS ENUM (
    'approved',
    'pending',
    'rejected'
);

CREATE TYPE public.report_status AS ENUM (
    'open',
    'resolved'
);

CREATE TYPE public.report_target AS ENUM (
    'post',
    'user'
);

CREATE TABLE public.user_roles (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    role public.app_role NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT user_roles_pkey PRIMARY KEY (id),
    CONSTRAINT user_roles_user_id_role_key UNIQUE (user_id, role),
    CONSTRAINT user_roles_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE
);

COMMENT ON TABLE public.user_roles IS 'Roles granted to users. Written only by the service role (no client write policy).';

CREATE FUNCTION private.text_items_fit(items text[], max_length integer) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select not exists (select 1 from unnest(items) as i(item) where i.item is null or char_length(i.item) > max_length);
$$;

CREATE FUNCTION private.has_role(_user_id uuid, _role public.app_role DEFAULT 'admin'::public.app_role) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1
    from public.user_roles ur
    where ur.user_id = _user_id
      and ur.role = _role
      and (
        _user_id = (select auth.uid())
        or (select auth.role()) = 'service_role'
        or exists (
          select 1 from public.user_roles me
          where me.user_id = (select auth.uid()) and me.role = 'admin'
        )
      )
  );
$$;

CREATE FUNCTION public.has_role(_user_id uuid, _role public.app_role DEFAULT 'admin'::public.app_role) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select private.has_role(_user_id, _role);
$$;

CREATE POLICY "Admins can read all roles" ON public.user_roles FOR SELECT TO authenticated USING (( SELECT public.has_role(( SELECT auth.uid() AS uid), 'admin'::public.app_role) AS has_role));

CREATE POLICY "Users can read their own roles" ON public.user_roles FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

ALTER TABLE public.user_roles ENABLE ROW LEVEL SECURITY;

GRANT SELECT ON TABLE public.user_roles TO authenticated;
GRANT ALL ON TABLE public.user_roles TO service_role;

REVOKE ALL ON FUNCTION private.text_items_fit(items text[], max_length integer) FROM PUBLIC;
GRANT ALL ON FUNCTION private.text_items_fit(items text[], max_length integer) TO authenticated;
GRANT ALL ON FUNCTION private.text_items_fit(items text[], max_length integer) TO service_role;

REVOKE ALL ON FUNCTION public.has_role(_user_id uuid, _role public.app_role) FROM PUBLIC;
GRANT ALL ON FUNCTION public.has_role(_user_id uuid, _role public.app_role) TO anon;
GRANT ALL ON FUNCTION public.has_role(_user_id uuid, _role public.app_role) TO authenticated;
GRANT ALL ON FUNCTION public.has_role(_user_id uuid, _role public.app_role) TO service_role;

REVOKE ALL ON FUNCTION private.has_role(_user_id uuid, _role public.app_role) FROM PUBLIC;
GRANT ALL ON FUNCTION private.has_role(_user_id uuid, _role public.app_role) TO anon;
GRANT ALL ON FUNCTION private.has_role(_user_id uuid, _role public.app_role) TO authenticated;
GRANT ALL ON FUNCTION private.has_role(_user_id uuid, _role public.app_role) TO service_role;

