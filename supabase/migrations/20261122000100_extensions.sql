-- Search needs trigram matching and accent folding. On hosted Supabase both live in the `extensions` schema.
create extension if not exists pg_trgm with schema extensions;
create extension if not exists unaccent with schema extensions;
