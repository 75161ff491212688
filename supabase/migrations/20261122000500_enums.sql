-- Value sets from spec §3 and §5, as types so no client can store anything else.
create type public.post_category as enum ('residential', 'commercial', 'land', 'business', 'fsbo');
create type public.post_status as enum ('approved', 'pending', 'rejected');
create type public.business_category as enum ('real_estate_agent', 'broker', 'developer', 'property_manager', 'other');
create type public.report_target as enum ('post', 'user');
create type public.report_status as enum ('open', 'resolved');
