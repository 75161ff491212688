-- Profiles: one row per account (created by handle_new_user on auth.users), its public projection public_profiles
-- (kept by sync_public_profile), bans (user_bans, is_banned) and the public member list (get_public_users).

CREATE TABLE public.profiles (
    id uuid NOT NULL,
    username text,
    full_name text,
    first_name text,
    last_name text,
    phone_number text,
    avatar_url text,
    business_category public.business_category,
    business_name text,
    license_number text,
    business_email text,
    business_phone text,
    website text,
    bio text,
    street_address text,
    city text,
    province text,
    postal_code text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT profiles_avatar_url_length CHECK ((char_length(avatar_url) <= 2048)),
    CONSTRAINT profiles_bio_length CHECK ((char_length(bio) <= 500)),
    CONSTRAINT profiles_business_email_length CHECK ((char_length(business_email) <= 320)),
    CONSTRAINT profiles_business_name_length CHECK ((char_length(business_name) <= 200)),
    CONSTRAINT profiles_business_phone_length CHECK ((char_length(business_phone) <= 200)),
    CONSTRAINT profiles_city_length CHECK ((char_length(city) <= 200)),
    CONSTRAINT profiles_first_name_length CHECK ((char_length(first_name) <= 200)),
    CONSTRAINT profiles_full_name_length CHECK ((char_length(full_name) <= 200)),
    CONSTRAINT profiles_last_name_length CHECK ((char_length(last_name) <= 200)),
    CONSTRAINT profiles_license_number_length CHECK ((char_length(license_number) <= 200)),
    CONSTRAINT profiles_phone_number_length CHECK ((char_length(phone_number) <= 200)),
    CONSTRAINT profiles_postal_code_length CHECK ((char_length(postal_code) <= 200)),
    CONSTRAINT profiles_province_length CHECK ((char_length(province) <= 200)),
    CONSTRAINT profiles_street_address_length CHECK ((char_length(street_address) <= 300)),
    CONSTRAINT profiles_username_length CHECK (((char_length(username) >= 1) AND (char_length(username) <= 50))),
    CONSTRAINT profiles_website_length CHECK ((char_length(website) <= 2048)),
    CONSTRAINT profiles_pkey PRIMARY KEY (id),
    CONSTRAINT profiles_id_fkey FOREIGN KEY (id) REFERENCES auth.users(id) ON DELETE CASCADE
);

CREATE UNIQUE INDEX profiles_username_lower_key ON public.profiles USING btree (lower(username));

CREATE TABLE public.public_profiles (
    id uuid NOT NULL,
    username text,
    full_name text,
    avatar_url text,
    business_category public.business_category,
    business_name text,
    license_number text,
    business_email text,
    business_phone text,
    website text,
    bio text,
    city text,
    province text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT public_profiles_pkey PRIMARY KEY (id),
    CONSTRAINT public_profiles_id_fkey FOREIGN KEY (id) REFERENCES public.profiles(id) ON DELETE CASCADE
);

CREATE TABLE public.user_bans (
    user_id uuid NOT NULL,
    banned_at timestamp with time zone DEFAULT now() NOT NULL,
    banned_by uuid,
    reason text,
    CONSTRAINT user_bans_reason_check CHECK (((reason IS NULL) OR (char_length(reason) <= 500))),
    CONSTRAINT user_bans_pkey PRIMARY KEY (user_id),
    CONSTRAINT user_bans_banned_by_fkey FOREIGN KEY (banned_by) REFERENCES auth.users(id) ON DELETE SET NULL,
    CONSTRAINT user_bans_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE
);

CREATE INDEX user_bans_banned_by_idx ON public.user_bans USING btree (banned_by);

CREATE FUNCTION private.get_public_users(p_limit integer DEFAULT 12) RETURNS TABLE(id uuid, full_name text, avatar_url text, title text, is_pro boolean, location text)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select
    pp.id,
    coalesce(nullif(btrim(pp.full_name), ''), 'Anonymous User'),
    pp.avatar_url,
    coalesce(pp.business_category::text, 'community_member'),
    (pp.business_category is not null and nullif(btrim(pp.license_number), '') is not null),
    coalesce(nullif(concat_ws(', ', nullif(btrim(pp.city), ''), nullif(btrim(pp.province), '')), ''), 'Unknown Location')
  from public.public_profiles pp
  join auth.users u on u.id = pp.id
  where u.email_confirmed_at is not null
  order by (pp.business_category is not null) desc, pp.created_at desc, pp.id
  limit least(greatest(coalesce(p_limit, 12), 0), 100);
$$;

CREATE FUNCTION public.get_public_users(p_limit integer DEFAULT 12) RETURNS TABLE(id uuid, full_name text, avatar_url text, title text, is_pro boolean, location text)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select * from private.get_public_users(p_limit);
$$;

CREATE FUNCTION public.handle_new_user() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  base text;
  candidate text;
  n integer := 1;
  v_constraint text;
  v_full_name text;
begin
  base := coalesce(
    nullif(btrim(new.raw_user_meta_data ->> 'username'), ''),
    nullif(split_part(coalesce(new.email, ''), '@', 1), ''),
    'user'
  );
  base := left(base, 40);
  v_full_name := nullif(btrim(coalesce(new.raw_user_meta_data ->> 'full_name', new.raw_user_meta_data ->> 'name', '')), '');

  loop
    candidate := case when n = 1 then base else base || '-' || n::text end;
    if not exists (select 1 from public.profiles p where lower(p.username) = lower(candidate)) then
      begin
        insert into public.profiles (id, username, full_name)
        values (new.id, candidate, v_full_name)
        on conflict (id) do nothing;
        return new;
      exception when unique_violation then
        get stacked diagnostics v_constraint = constraint_name;
        if v_constraint is distinct from 'profiles_username_lower_key' or n >= 1000 then
          raise;
        end if;
      end;
    end if;
    n := n + 1;
  end loop;
end;
$$;

CREATE FUNCTION private.is_banned(_user_id uuid) RETURNS boolean
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if coalesce((select auth.role()), '') in ('anon', 'authenticated')
     and _user_id is distinct from (select auth.uid())
     and not public.has_role((select auth.uid()), 'admin') then
    raise exception 'Only admins can ask whether another user is banned.' using errcode = '42501';
  end if;
  return exists (select 1 from public.user_bans b where b.user_id = _user_id);
end;
$$;

CREATE FUNCTION public.is_banned(_user_id uuid) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select private.is_banned(_user_id);
$$;

CREATE FUNCTION public.sync_public_profile() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  insert into public.public_profiles as pp (
    id, username, full_name, avatar_url, business_category, business_name, license_number,
    business_email, business_phone, website, bio, city, province, created_at, updated_at
  ) values (
    new.id, new.username, new.full_name, new.avatar_url, new.business_category, new.business_name, new.license_number,
    new.business_email, new.business_phone, new.website, new.bio, new.city, new.province, new.created_at, new.updated_at
  )
  on conflict (id) do update set
    username = excluded.username,
    full_name = excluded.full_name,
    avatar_url = excluded.avatar_url,
    business_category = excluded.business_category,
    business_name = excluded.business_name,
    license_number = excluded.license_number,
    business_email = excluded.business_email,
    business_phone = excluded.business_phone,
    website = excluded.website,
    bio = excluded.bio,
    city = excluded.city,
    province = excluded.province,
    updated_at = excluded.updated_at;
  return null;
end;
$$;

CREATE FUNCTION public.touch_profile() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.updated_at := now();
  if tg_op = 'UPDATE' then
    new.created_at := old.created_at;
    new.id := old.id;
  elsif current_user in ('anon', 'authenticated') then
    new.created_at := now();
  end if;
  return new;
end;
$$;

CREATE TRIGGER profiles_sync_public AFTER INSERT OR UPDATE ON public.profiles FOR EACH ROW EXECUTE FUNCTION public.sync_public_profile();

CREATE TRIGGER profiles_touch BEFORE INSERT OR UPDATE ON public.profiles FOR EACH ROW EXECUTE FUNCTION public.touch_profile();

CREATE TRIGGER on_auth_user_created AFTER INSERT ON auth.users FOR EACH ROW EXECUTE FUNCTION public.handle_new_user();

CREATE POLICY "Admins can read all profiles" ON public.profiles FOR SELECT TO authenticated USING (( SELECT public.has_role(( SELECT auth.uid() AS uid), 'admin'::public.app_role) AS has_role));

CREATE POLICY "Users can create their own profile" ON public.profiles FOR INSERT TO authenticated WITH CHECK ((id = ( SELECT auth.uid() AS uid)));

CREATE POLICY "Users can read their own profile" ON public.profiles FOR SELECT TO authenticated USING ((id = ( SELECT auth.uid() AS uid)));

CREATE POLICY "Users can update their own profile" ON public.profiles FOR UPDATE TO authenticated USING ((id = ( SELECT auth.uid() AS uid))) WITH CHECK ((id = ( SELECT auth.uid() AS uid)));

ALTER TABLE public.profiles ENABLE ROW LEVEL SECURITY;

GRANT SELECT,INSERT,UPDATE ON TABLE public.profiles TO authenticated;
GRANT ALL ON TABLE public.profiles TO service_role;

CREATE POLICY "Public profiles are readable by everyone" ON public.public_profiles FOR SELECT TO anon, authenticated USING (true);

ALTER TABLE public.public_profiles ENABLE ROW LEVEL SECURITY;

GRANT SELECT ON TABLE public.public_profiles TO anon;
GRANT SELECT ON TABLE public.public_profiles TO authenticated;
GRANT ALL ON TABLE public.public_profiles TO service_role;

CREATE POLICY "Admins can read bans" ON public.user_bans FOR SELECT TO authenticated USING (( SELECT public.has_role(( SELECT auth.uid() AS uid), 'admin'::public.app_role) AS has_role));

ALTER TABLE public.user_bans ENABLE ROW LEVEL SECURITY;

GRANT ALL ON TABLE public.user_bans TO service_role;
GRANT SELECT ON TABLE public.user_bans TO authenticated;

REVOKE ALL ON FUNCTION public.get_public_users(p_limit integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_public_users(p_limit integer) TO anon;
GRANT ALL ON FUNCTION public.get_public_users(p_limit integer) TO authenticated;
GRANT ALL ON FUNCTION public.get_public_users(p_limit integer) TO service_role;

REVOKE ALL ON FUNCTION private.get_public_users(p_limit integer) FROM PUBLIC;
GRANT ALL ON FUNCTION private.get_public_users(p_limit integer) TO anon;
GRANT ALL ON FUNCTION private.get_public_users(p_limit integer) TO authenticated;
GRANT ALL ON FUNCTION private.get_public_users(p_limit integer) TO service_role;

REVOKE ALL ON FUNCTION public.handle_new_user() FROM PUBLIC;
GRANT ALL ON FUNCTION public.handle_new_user() TO service_role;

REVOKE ALL ON FUNCTION public.is_banned(_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.is_banned(_user_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.is_banned(_user_id uuid) TO service_role;

REVOKE ALL ON FUNCTION private.is_banned(_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_banned(_user_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.is_banned(_user_id uuid) TO service_role;

REVOKE ALL ON FUNCTION public.sync_public_profile() FROM PUBLIC;
GRANT ALL ON FUNCTION public.sync_public_profile() TO service_role;

REVOKE ALL ON FUNCTION public.touch_profile() FROM PUBLIC;
GRANT ALL ON FUNCTION public.touch_profile() TO service_role;
