-- The API roles never truncate, reference or add triggers to a table: TRUNCATE skips row-level security altogether
-- (anon could empty user_roles), and REFERENCES/TRIGGER are DDL-side rights no client needs. Hosted Supabase's
-- default privileges grant ALL on new tables in public; revoke these three on every table here and on the tables
-- later migrations create. Lint: supabase/tests/lint/checks.ts.
revoke truncate, references, trigger on all tables in schema public from public, anon, authenticated;

alter default privileges in schema public revoke truncate, references, trigger on tables from public, anon, authenticated;
