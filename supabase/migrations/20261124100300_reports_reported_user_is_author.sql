-- A report about a post names the post's author as the reported user, whatever the client sends: the admin
-- reports list (get_all_reports) showed any user a member chose. Set on insert for every role; existing reports
-- about posts are corrected. Otherwise as 20261122002300: reporter, target and reason are fixed once filed, only the
-- status (and its time stamp) changes, and members' reports are filed open and stamped now.
-- Runs as the reporter: the insert policy only accepts a post the reporter can read, so the author read here is
-- that post's (or null, and the policy refuses the report).
create or replace function public.enforce_report_rules()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if current_user in ('anon', 'authenticated') then
      new.status := 'open';
      new.created_at := now();
    end if;
    if new.target_type = 'post' then
      new.reported_user_id := (select p.user_id from public.posts p where p.id = new.reported_post_id);
    end if;
  else
    new.id := old.id;
    new.created_at := old.created_at;
    new.reporter_id := old.reporter_id;
    new.target_type := old.target_type;
    new.reason := old.reason;
    if current_user in ('anon', 'authenticated') then
      new.reported_post_id := old.reported_post_id;
      new.reported_user_id := old.reported_user_id;
    end if;
  end if;
  new.updated_at := now();
  return new;
end;
$$;

revoke execute on function public.enforce_report_rules() from public, anon, authenticated;

update public.reports r
set reported_user_id = p.user_id
from public.posts p
where r.target_type = 'post' and p.id = r.reported_post_id and r.reported_user_id is distinct from p.user_id;
