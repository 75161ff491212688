-- What hosted Supabase provides before any project migration runs, and nothing more.
-- Project migrations (supabase/migrations) never create these; they exist on hosted Supabase already.
-- Idempotent: runs at every start.

do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
end $$;

-- Hosted Supabase's statement timeouts for the API roles; each Data API request applies its role's settings
-- (db/role-settings.ts), as PostgREST does. Added where the role has none, so a value set with `alter role` stays.
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon' and exists (select from unnest(rolconfig) c where c like 'statement_timeout=%')) then
    alter role anon set statement_timeout = '3s';
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated' and exists (select from unnest(rolconfig) c where c like 'statement_timeout=%')) then
    alter role authenticated set statement_timeout = '8s';
  end if;
end $$;

-- public: usable by the API roles, which get nothing on new objects, as on hosted projects created since 2026-10-30
-- (the CLI's removed `[api] auto_expose_new_tables`): only the migrations' explicit grants apply, so a missing grant
-- fails here first. Revoked at every start, so an older data folder converges too.
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public revoke all on tables from anon, authenticated, service_role;
alter default privileges in schema public revoke all on functions from anon, authenticated, service_role;
alter default privileges in schema public revoke all on sequences from anon, authenticated, service_role;

create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;

grant usage on schema auth to anon, authenticated, service_role;
grant execute on all functions in schema auth to anon, authenticated, service_role;

-- Storage, as Supabase Storage lays it out (the subset supabase-js and policies use).
create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  owner_id text,
  public boolean not null default false,
  avif_autodetection boolean not null default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  type text not null default 'STANDARD',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_accessed_at timestamptz not null default now(),
  metadata jsonb,
  user_metadata jsonb,
  version text,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  constraint objects_bucket_id_name_key unique (bucket_id, name)
);
create index if not exists objects_bucket_id_name_prefix_idx on storage.objects (bucket_id, name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

create or replace function storage.foldername(name text) returns text[]
language plpgsql immutable as $$
declare _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1 : array_length(_parts, 1) - 1];
end $$;

create or replace function storage.filename(name text) returns text
language plpgsql immutable as $$
declare _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end $$;

create or replace function storage.extension(name text) returns text
language plpgsql immutable as $$
declare _parts text[]; _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end $$;

grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text) to anon, authenticated, service_role;
