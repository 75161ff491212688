-- Application roles (spec §6: an admin is a user holding the role 'admin').
create type public.app_role as enum ('admin');

create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role public.app_role not null,
  created_at timestamptz not null default now(),
  constraint user_roles_user_id_role_key unique (user_id, role)
);

comment on table public.user_roles is 'Roles granted to users. Written only by the service role (no client write policy).';

alter table public.user_roles enable row level security;
