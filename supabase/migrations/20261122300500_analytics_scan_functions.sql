-- The analytics functions as they were (computed from the base tables) move to admin_private under *_scan: the
-- rollup-backed replacements (20261122300700..301000) fall back to them when the rollups cannot answer (a session
-- time zone other than UTC, a missing or infinite bound), and the tests compare the two.
do $$
declare
  f text;
begin
  foreach f in array array['analytics_user_engagement', 'analytics_listings', 'analytics_conversion', 'analytics_featured', 'analytics_geography', 'analytics_reports'] loop
    execute format('alter function public.%I(timestamptz, timestamptz) set schema admin_private', f);
    execute format('alter function admin_private.%I(timestamptz, timestamptz) rename to %I', f, f || '_scan');
    execute format('revoke execute on function admin_private.%I(timestamptz, timestamptz) from public, anon, authenticated', f || '_scan');
  end loop;
end;
$$;
