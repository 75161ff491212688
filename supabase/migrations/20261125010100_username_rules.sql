-- What a username may be (issue F10; spec §5: at least 3 characters). One place for the rule: the profiles trigger
-- (20261125010200) and the sign-up trigger (20261125010300) call these, as their owner; the API roles cannot.
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
create or replace function private.username_disallowed_char()
returns text
language sql
immutable
set search_path = ''
as $$
  select '[^-A-Za-z0-9_.\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u0130\u0132-\u0137\u0139-\u01BA\u01C4-\u0236\u023A-\u024F\u1E00-\u1EFF]'::text;
$$;

create or replace function private.normalize_username(p_username text)
returns text
language sql
immutable
strict
set search_path = ''
as $$
  select btrim(normalize(p_username, nfkc), E' \t\n\r\u000B\f\u0085\u1680\u2028\u2029');
$$;

-- 'U+200B' for a character: how the messages name one that cannot be seen.
create or replace function private.code_point(p_char text)
returns text
language sql
immutable
strict
set search_path = ''
as $$
  select 'U+' || upper(lpad(to_hex(ascii(p_char)), greatest(4, char_length(to_hex(ascii(p_char)))), '0'));
$$;

-- The sentence telling what is wrong with a normalised username, or null when it is valid (null is valid: the
-- column is nullable). Invisible characters and controls are named by code point, since they cannot be seen.
create or replace function private.username_problem(p_username text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
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

-- The username a new account starts from (before a -2, -3, ... suffix makes it unique): the wanted name normalised
-- and cut to 40 characters when that is valid; else the e-mail's local part, normalised, with every character a
-- username cannot have removed, cut to 40; else 'user'. Sign-up never fails on the name asked for.
create or replace function private.username_base(p_wanted text, p_email text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
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

revoke all on function private.code_point(text) from public;
grant all on function private.code_point(text) to service_role;
revoke all on function private.username_disallowed_char() from public;
grant all on function private.username_disallowed_char() to service_role;
revoke all on function private.normalize_username(text) from public;
grant all on function private.normalize_username(text) to service_role;
revoke all on function private.username_problem(text) from public;
grant all on function private.username_problem(text) to service_role;
revoke all on function private.username_base(text, text) from public;
grant all on function private.username_base(text, text) to service_role;
