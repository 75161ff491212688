-- The member's language (issue 22): 'en' or 'fr', chosen with the header's language switch and applied when they
-- sign in on another device; null until they choose. Members read and write it as their other profile columns:
-- the table-level grants (SELECT, INSERT, UPDATE to authenticated; ALL to service_role) and the row policies of
-- 20261101000200_profiles.sql cover it; it is not part of public_profiles.
ALTER TABLE public.profiles ADD COLUMN locale text;
ALTER TABLE public.profiles ADD CONSTRAINT profiles_locale_check CHECK (locale IN ('en', 'fr'));
COMMENT ON COLUMN public.profiles.locale IS 'The member''s language: en or fr; null until chosen.';
