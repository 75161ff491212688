-- Rules every post obeys whatever the client sends (spec §4, §5):
-- - a member's new post is 'approved', not featured, stamped now;
-- - nobody moves a post to another author or rewrites its creation time;
-- - its URL's host (without leading www.) equals a whitelisted domain exactly.
create or replace function public.enforce_post_rules()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if current_user in ('anon', 'authenticated') then
      new.status := 'approved';
      new.is_featured := false;
      new.created_at := now();
    end if;
  else
    new.id := old.id;
    new.user_id := old.user_id;
    new.created_at := old.created_at;
  end if;
  new.updated_at := now();

  if tg_op = 'INSERT' or new.url is distinct from old.url then
    if not public.is_whitelisted_url(new.url) then
      raise exception 'The URL is not from a whitelisted domain.'
        using errcode = '23514', detail = format('host %s is not whitelisted', coalesce(public.url_host(new.url), '(none)'));
    end if;
  end if;
  return new;
end;
$$;

revoke execute on function public.enforce_post_rules() from public, anon, authenticated;

create trigger posts_enforce_rules
  before insert or update on public.posts
  for each row execute function public.enforce_post_rules();
