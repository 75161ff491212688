-- Profiles: one row per account (created by handle_new_user on auth.users), its public projection public_profiles
-- (kept by sync_public_profile), what a username may be (private.username_problem, checked by profiles_username_rules)
-- and whether one is free (username_available, the sign-up form's check),
-- bans (user_bans, is_banned; a banned member cannot change their profile) and the public member list
-- (get_public_users).

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
    locale text,
    CONSTRAINT profiles_avatar_url_length CHECK ((char_length(avatar_url) <= 2048)),
    CONSTRAINT profiles_bio_length CHECK ((char_length(bio) <= 500)),
    CONSTRAINT profiles_business_email_length CHECK ((char_length(business_email) <= 320)),
    CONSTRAINT profiles_business_name_length CHECK ((char_length(business_name) <= 200)),
    CONSTRAINT profiles_business_phone_length CHECK ((char_length(business_phone) <= 200)),
    CONSTRAINT profiles_city_length CHECK ((char_length(city) <= 200)),
    CONSTRAINT profiles_first_name_length CHECK ((char_length(first_name) <= 200)),
    CONSTRAINT profiles_full_name_length CHECK ((char_length(full_name) <= 200)),
    CONSTRAINT profiles_last_name_length CHECK ((char_length(last_name) <= 200)),
    CONSTRAINT profiles_locale_check CHECK (locale IN ('en', 'fr')),
    CONSTRAINT profiles_license_number_length CHECK ((char_length(license_number) <= 200)),
    CONSTRAINT profiles_phone_number_length CHECK ((char_length(phone_number) <= 200)),
    CONSTRAINT profiles_postal_code_length CHECK ((char_length(postal_code) <= 200)),
    CONSTRAINT profiles_province_length CHECK ((char_length(province) <= 200)),
    CONSTRAINT profiles_street_address_length CHECK ((char_length(street_address) <= 300)),
    CONSTRAINT profiles_username_length CHECK (((char_length(username) >= 3) AND (char_length(username) <= 50))),
    CONSTRAINT profiles_website_length CHECK ((char_length(website) <= 2048)),
    CONSTRAINT profiles_pkey PRIMARY KEY (id),
    CONSTRAINT profiles_id_fkey FOREIGN KEY (id) REFERENCES auth.users(id) ON DELETE CASCADE
);

-- The member's language (issue 22): 'en' or 'fr', chosen with the header's language switch and applied when they
-- sign in on another device; null until they choose. Members read and write it as their other profile columns (the
-- table grants and row policies below); it is not part of public_profiles.
COMMENT ON COLUMN public.profiles.locale IS 'The member''s language: en or fr; null until chosen.';

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

-- What a username may be (spec §5: at least 3 characters). One place for the rule: the profiles trigger
-- (check_profile_username) and the sign-up trigger (handle_new_user) call these as their owner; the API roles cannot.
--
-- Normalised form: Unicode NFKC (fullwidth 'ａｄｍｉｎ' is 'admin', the ligature 'ﬁ' is 'fi', a no-break space is a
-- space), then spaces and line breaks trimmed from both ends. Case is kept; uniqueness ignores it
-- (profiles_username_lower_key on lower(username), over the normalised form).
--
-- A valid (normalised) username: 3 to 50 characters, Latin letters (accented ones included: French, Vietnamese,
-- the Latin Extended blocks), ASCII digits, '_', '-' and '.', with at least one letter or digit. One alphabet for
-- every handle is the rule against look-alikes: a name mixing in a Cyrillic 'а' or a Greek 'ο' ("mixed-script
-- confusables"), and a whole name written in look-alike Cyrillic letters, are both refused. Left out of the Latin
-- blocks for the same reason: dotless ı and ȷ, kra ĸ, and the letters that look like digits or punctuation
-- (U+01BB-U+01C3). Full names stay free text in any script.

-- A character a username cannot have (anything but the letters, digits, '_', '-' and '.' above), as a regular expression.
CREATE FUNCTION private.username_disallowed_char() RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select '[^-A-Za-z0-9_.\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u0130\u0132-\u0137\u0139-\u01BA\u01C4-\u0236\u023A-\u024F\u1E00-\u1EFF]'::text;
$$;

CREATE FUNCTION private.normalize_username(p_username text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT
    SET search_path TO ''
    AS $$
  select btrim(normalize(p_username, nfkc), E' \t\n\r\u000B\f\u0085\u1680\u2028\u2029');
$$;

-- 'U+200B' for a character: how the messages name one that cannot be seen.
CREATE FUNCTION private.code_point(p_char text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT
    SET search_path TO ''
    AS $$
  select 'U+' || upper(lpad(to_hex(ascii(p_char)), greatest(4, char_length(to_hex(ascii(p_char)))), '0'));
$$;

-- The sentence telling what is wrong with a normalised username, or null when it is valid (null is valid: the
-- column is nullable). Invisible characters and controls are named by code point, since they cannot be seen.
CREATE FUNCTION private.username_problem(p_username text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
declare
  v_char text;
begin
  if p_username is null then
    return null;
  end if;
  v_char := substring(p_username from '[\u0001-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\U000E0000-\U000E0FFF]');
  if v_char is not null then
    return format('Username cannot contain control or invisible characters (%s).', private.code_point(v_char));
  end if;
  if p_username ~ '[ \u00A0\u1680\u2000-\u200A\u205F\u3000]' then
    return 'Username cannot contain spaces.';
  end if;
  v_char := substring(p_username from private.username_disallowed_char());
  if v_char is not null then
    return format('Username can only contain Latin letters, digits, "_", "-" and "." ("%s", %s, is not allowed).', v_char, private.code_point(v_char));
  end if;
  if char_length(p_username) < 3 then
    return 'Username must be at least 3 characters.';
  end if;
  if char_length(p_username) > 50 then
    return 'Username must be at most 50 characters.';
  end if;
  if p_username ~ '^[-_.]+$' then
    return 'Username must contain a letter or a digit.';
  end if;
  return null;
end;
$$;

-- The username a new account starts from when the name it asked for is not one the rules accept, or it asked for
-- none (before a -2, -3, ... suffix makes it unique): the wanted name normalised and cut to 40 characters when that
-- is valid; else the e-mail's local part, normalised, with every character a username cannot have removed, cut to
-- 40; else 'user'.
CREATE FUNCTION private.username_base(p_wanted text, p_email text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
declare
  v_name text := left(private.normalize_username(coalesce(p_wanted, '')), 40);
begin
  if private.username_problem(v_name) is null then
    return v_name;
  end if;
  v_name := left(regexp_replace(
    private.normalize_username(split_part(coalesce(p_email, ''), '@', 1)),
    private.username_disallowed_char(), '', 'g'
  ), 40);
  if private.username_problem(v_name) is null then
    return v_name;
  end if;
  return 'user';
end;
$$;

-- The sign-up metadata as an object. On PostgreSQL, @supabase/lite's sign-up stores raw_user_meta_data as a JSON
-- string holding the object's text (it hands postgres.js JSON text for a jsonb column, and postgres.js encodes it
-- once more), so `->> 'username'` would find nothing there. PGlite stores the object.
CREATE FUNCTION private.metadata_object(p_metadata jsonb) RETURNS jsonb
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  if jsonb_typeof(p_metadata) = 'string' then
    p_metadata := (p_metadata #>> '{}')::jsonb;
  end if;
  return case when jsonb_typeof(p_metadata) = 'object' then p_metadata else '{}'::jsonb end;
exception when invalid_text_representation then
  return '{}'::jsonb;
end;
$$;

-- The language a member's e-mail is written in (issue 22): their profile's (the page they signed up on, or the one
-- they chose since in the header), else English.
CREATE FUNCTION private.user_locale(p_user_id uuid) RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce((select p.locale from public.profiles p where p.id = p_user_id), 'en');
$$;

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

-- Whether another profile has this (normalised) username in any case: the one place for "taken", asked by the
-- sign-up trigger (handle_new_user), the profiles trigger (check_profile_username, p_except the row being written)
-- and the sign-up form's check (username_available). One probe of the unique index profiles_username_lower_key,
-- which stays the last word under concurrency. Its callers are SECURITY DEFINER, so it sees every profile.
CREATE FUNCTION private.username_taken(p_username text, p_except uuid DEFAULT NULL) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select exists (select 1 from public.profiles p where lower(p.username) = lower(p_username) and p.id is distinct from p_except);
$$;

-- Creates the profile of a new account. A username the sign-up asks for (the metadata's `username`) that the rules
-- accept once normalised is the account's, or the sign-up is refused (issue 19): when another profile has it in any
-- case, with 23505 and 'Username is already taken.' (the profiles trigger's sentence; a concurrent sign-up that wins
-- the race for the name hits the unique index, refused with the same sentence), and no account is created. Hosted
-- Auth answers any trigger failure as 500 "Database error saving new user"; the sign-up form asks
-- username_available first. A name the rules refuse ('ab', a zero-width space, a Cyrillic letter), or none, still
-- never fails a sign-up: the account gets private.username_base's fallback (the e-mail's local part with the
-- characters a username cannot have removed, else 'user'), then -2, -3, ... until the name is free in any case.
-- The sign-up's `locale` (the page's language, 'en' or 'fr') starts the profile's language.
CREATE FUNCTION public.handle_new_user() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  meta jsonb := private.metadata_object(new.raw_user_meta_data);
  wanted text := private.normalize_username(meta ->> 'username');
  v_locale text := case when meta ->> 'locale' in ('en', 'fr') then meta ->> 'locale' end;
  base text;
  candidate text;
  n integer := 1;
  v_constraint text;
  v_full_name text;
begin
  v_full_name := nullif(btrim(coalesce(meta ->> 'full_name', meta ->> 'name', '')), '');

  if wanted is not null and private.username_problem(wanted) is null then
    begin
      insert into public.profiles (id, username, full_name, locale)
      values (new.id, wanted, v_full_name, v_locale)
      on conflict (id) do nothing;
    exception when unique_violation then
      get stacked diagnostics v_constraint = constraint_name;
      if v_constraint is distinct from 'profiles_username_lower_key' then
        raise;
      end if;
      raise exception 'Username is already taken.' using errcode = '23505', constraint = 'profiles_username_lower_key';
    end;
    return new;
  end if;

  base := private.username_base(meta ->> 'username', new.email);
  loop
    candidate := case when n = 1 then base else base || '-' || n::text end;
    if not private.username_taken(candidate) then
      begin
        insert into public.profiles (id, username, full_name, locale)
        values (new.id, candidate, v_full_name, v_locale)
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

-- Whether a new account can ask for this username (issue 19: the sign-up form checks it on blur and on submit):
-- false when a profile has it, normalised (private.normalize_username) and in any case, else true; null for null.
-- Usernames are public (public_profiles), so the answer tells nothing new; one probe of the unique index
-- profiles_username_lower_key (private.username_taken). Whether the rules accept the name is the form's and the
-- profiles trigger's question. SECURITY DEFINER (it normalises with private functions the API roles cannot call);
-- public.username_available is the API's entry.
CREATE FUNCTION private.username_available(p_username text) RETURNS boolean
    LANGUAGE sql STABLE STRICT SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select not private.username_taken(private.normalize_username(p_username));
$$;

CREATE FUNCTION public.username_available(p_username text) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select private.username_available(p_username);
$$;

-- Usernames are normalised and checked whenever one is written (a member's PATCH or upsert of profiles, the sign-up
-- trigger, the superuser): NFKC and trimmed (private.normalize_username), then refused with 23514 (HTTP 400) and a
-- sentence when invalid (private.username_problem), or with 23505 and 'Username is already taken.' when another
-- profile has it in any case ("Admin" when "admin" exists; "admin " and "ａｄｍｉｎ" normalise to "admin").
-- SECURITY DEFINER so the taken check sees every profile, not only the caller's own row. An unchanged username
-- (a write of other columns) is not checked again. Unique index profiles_username_lower_key stays the last word
-- under concurrency; the raise names it, so handle_new_user's retry treats both alike.
CREATE FUNCTION public.check_profile_username() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_problem text;
begin
  if new.username is null or (tg_op = 'UPDATE' and new.username is not distinct from old.username) then
    return new;
  end if;
  new.username := private.normalize_username(new.username);
  if tg_op = 'UPDATE' and new.username is not distinct from old.username then
    return new;
  end if;
  v_problem := private.username_problem(new.username);
  if v_problem is not null then
    raise exception '%', v_problem using errcode = '23514';
  end if;
  if private.username_taken(new.username, new.id) then
    raise exception 'Username is already taken.' using errcode = '23505', constraint = 'profiles_username_lower_key';
  end if;
  return new;
end;
$$;

-- A sign-up never fails for the length of its metadata: handle_new_user copies full_name from the sign-up's
-- user_metadata, and one over the column's 200 characters (profiles_full_name_length) would fail the auth.users
-- insert (the whole sign-up answering 500). Profiles are created only by that trigger, so on insert the name is cut
-- to what the column holds; updates by members are still refused past 200 (23514, HTTP 400). GoTrue keeps the
-- metadata as sent; only the profile's copy is shortened.
CREATE FUNCTION public.fit_new_profile_full_name() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.full_name := left(new.full_name, 200);
  return new;
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

-- Before triggers fire in name order: the full name is cut, the row stamped, then the username checked.
CREATE TRIGGER profiles_fit_full_name BEFORE INSERT ON public.profiles FOR EACH ROW EXECUTE FUNCTION public.fit_new_profile_full_name();

CREATE TRIGGER profiles_sync_public AFTER INSERT OR UPDATE ON public.profiles FOR EACH ROW EXECUTE FUNCTION public.sync_public_profile();

CREATE TRIGGER profiles_touch BEFORE INSERT OR UPDATE ON public.profiles FOR EACH ROW EXECUTE FUNCTION public.touch_profile();

CREATE TRIGGER profiles_username_rules BEFORE INSERT OR UPDATE OF username ON public.profiles FOR EACH ROW EXECUTE FUNCTION public.check_profile_username();

CREATE TRIGGER on_auth_user_created AFTER INSERT ON auth.users FOR EACH ROW EXECUTE FUNCTION public.handle_new_user();

CREATE POLICY "Admins can read all profiles" ON public.profiles FOR SELECT TO authenticated USING (( SELECT public.has_role(( SELECT auth.uid() AS uid), 'admin'::public.app_role) AS has_role));

-- A banned member cannot change their public face: restrictive policies AND with the permissive ones, so profile
-- writes are refused (42501, HTTP 403) whatever access token they still hold. Reading is unchanged.
CREATE POLICY "Banned users cannot change their profile" ON public.profiles AS RESTRICTIVE FOR UPDATE TO authenticated WITH CHECK ((NOT ( SELECT public.is_banned(( SELECT auth.uid() AS uid)) AS is_banned)));

CREATE POLICY "Banned users cannot create a profile" ON public.profiles AS RESTRICTIVE FOR INSERT TO authenticated WITH CHECK ((NOT ( SELECT public.is_banned(( SELECT auth.uid() AS uid)) AS is_banned)));

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

REVOKE ALL ON FUNCTION private.user_locale(p_user_id uuid) FROM PUBLIC;

REVOKE ALL ON FUNCTION public.username_available(p_username text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.username_available(p_username text) TO anon;
GRANT ALL ON FUNCTION public.username_available(p_username text) TO authenticated;
GRANT ALL ON FUNCTION public.username_available(p_username text) TO service_role;

REVOKE ALL ON FUNCTION private.username_taken(p_username text, p_except uuid) FROM PUBLIC;

REVOKE ALL ON FUNCTION private.username_available(p_username text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.username_available(p_username text) TO anon;
GRANT ALL ON FUNCTION private.username_available(p_username text) TO authenticated;
GRANT ALL ON FUNCTION private.username_available(p_username text) TO service_role;

REVOKE ALL ON FUNCTION public.handle_new_user() FROM PUBLIC;
GRANT ALL ON FUNCTION public.handle_new_user() TO service_role;

REVOKE ALL ON FUNCTION public.check_profile_username() FROM PUBLIC;
GRANT ALL ON FUNCTION public.check_profile_username() TO service_role;

REVOKE ALL ON FUNCTION public.fit_new_profile_full_name() FROM PUBLIC;
GRANT ALL ON FUNCTION public.fit_new_profile_full_name() TO service_role;

REVOKE ALL ON FUNCTION private.username_disallowed_char() FROM PUBLIC;
GRANT ALL ON FUNCTION private.username_disallowed_char() TO service_role;

REVOKE ALL ON FUNCTION private.normalize_username(p_username text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.normalize_username(p_username text) TO service_role;

REVOKE ALL ON FUNCTION private.code_point(p_char text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.code_point(p_char text) TO service_role;

REVOKE ALL ON FUNCTION private.username_problem(p_username text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.username_problem(p_username text) TO service_role;

REVOKE ALL ON FUNCTION private.username_base(p_wanted text, p_email text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.username_base(p_wanted text, p_email text) TO service_role;

REVOKE ALL ON FUNCTION private.metadata_object(p_metadata jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION private.metadata_object(p_metadata jsonb) TO service_role;

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
