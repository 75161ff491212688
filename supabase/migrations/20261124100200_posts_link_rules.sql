-- A post's links are its text's links (spec §4, §5): the browser sends url, description and custom_description
-- separately, and the feed makes every http(s) link of both texts clickable. So, whatever the client sends:
-- - every link in description and custom_description has a whitelisted host (23514, the spec's message);
-- - description holds a link (23514, 'A URL is required in the post content.');
-- - url is description's first link, cut as findFirstUrl cuts it (23514).
-- Checked on insert, and on update when one of the three changes (admins' status and featured updates pass).
-- SECURITY DEFINER so it can call private.post_links, which no API role may execute.
create function private.enforce_post_links()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_links text[];
  v_link text;
begin
  if tg_op = 'UPDATE'
     and new.description is not distinct from old.description
     and new.url is not distinct from old.url
     and new.custom_description is not distinct from old.custom_description then
    return new;
  end if;

  v_links := private.post_links(new.description);
  foreach v_link in array array[new.url] || v_links || private.post_links(new.custom_description) loop
    if not public.is_whitelisted_url(v_link) then
      raise exception 'The URL is not from a whitelisted domain.'
        using errcode = '23514', detail = format('host %s is not whitelisted', coalesce(public.url_host(v_link), '(none)'));
    end if;
  end loop;

  if cardinality(v_links) = 0 then
    raise exception 'A URL is required in the post content.' using errcode = '23514';
  end if;
  if new.url is distinct from v_links[1] then
    raise exception 'The post URL must be the first link in the post content.'
      using errcode = '23514', detail = format('url %s, first link %s', new.url, v_links[1]);
  end if;
  return new;
end;
$$;

revoke execute on function private.enforce_post_links() from public, anon, authenticated;

create trigger posts_enforce_links
  before insert or update on public.posts
  for each row execute function private.enforce_post_links();
