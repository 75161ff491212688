-- reports.reason: at most 2000 characters as stored. reports_reason_required bounds the trimmed reason only, so a
-- reason padded with whitespace had no limit. whitelisted_domains: a description of at most 500 characters and a
-- domain name of at most 253 (the longest DNS name). Mirrored in src/shared/validation/text-limits.ts.
alter table public.reports
  add constraint reports_reason_length check (char_length(reason) <= 2000);

alter table public.whitelisted_domains
  add constraint whitelisted_domains_description_length check (char_length(description) <= 500),
  add constraint whitelisted_domains_domain_name_length check (char_length(domain_name) <= 253);
