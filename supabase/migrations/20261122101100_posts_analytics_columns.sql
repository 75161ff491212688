-- Analytics at scale (100,000+ posts): the per-row province and price parsing is done once, when a post is
-- written, into two stored generated columns, so the analytics functions group plain columns. The small helpers
-- lose their SET search_path so Postgres can inline them (they are not SECURITY DEFINER and call only built-ins).

alter table public.posts
  add column province_code text generated always as (
    case regexp_replace(lower(coalesce(province, '')), '[^a-z]', '', 'g')
    when 'ab' then 'AB' when 'alberta' then 'AB' when 'alta' then 'AB'
      when 'bc' then 'BC' when 'britishcolumbia' then 'BC' when 'colombiebritannique' then 'BC'
      when 'mb' then 'MB' when 'manitoba' then 'MB' when 'man' then 'MB'
      when 'nb' then 'NB' when 'newbrunswick' then 'NB' when 'nouveaubrunswick' then 'NB'
      when 'nl' then 'NL' when 'newfoundlandandlabrador' then 'NL' when 'newfoundland' then 'NL' when 'nfld' then 'NL' when 'terreneuveetlabrador' then 'NL'
      when 'ns' then 'NS' when 'novascotia' then 'NS' when 'nouvelleecosse' then 'NS'
      when 'nt' then 'NT' when 'northwestterritories' then 'NT' when 'nwt' then 'NT'
      when 'nu' then 'NU' when 'nunavut' then 'NU'
      when 'on' then 'ON' when 'ontario' then 'ON' when 'ont' then 'ON'
      when 'pe' then 'PE' when 'pei' then 'PE' when 'princeedwardisland' then 'PE' when 'ileduprinceedouard' then 'PE'
      when 'qc' then 'QC' when 'quebec' then 'QC' when 'qubec' then 'QC' when 'que' then 'QC' when 'pq' then 'QC'
      when 'sk' then 'SK' when 'saskatchewan' then 'SK' when 'sask' then 'SK'
      when 'yt' then 'YT' when 'yukon' then 'YT' when 'yukonterritory' then 'YT'
      else null
    end
  ) stored,
  add column price_value numeric generated always as (
    coalesce(
      manual_price,
      nullif(substring(regexp_replace(coalesce(listing_price, ''), '[^0-9.]', '', 'g') from '^[0-9]+(?:\.[0-9]+)?'), '')::numeric
    )
  ) stored;

comment on column public.posts.province_code is 'Two-letter province/territory code parsed from province (analytics); null when unknown.';
comment on column public.posts.price_value is 'The manual price, else the number in listing_price (analytics); null when none.';
