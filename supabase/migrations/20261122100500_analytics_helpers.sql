-- Private helpers for the admin analytics functions. The admin_private schema is not exposed through the API.
create schema if not exists admin_private;
revoke all on schema admin_private from public, anon, authenticated;

create function admin_private.assert_admin()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.has_role((select auth.uid()), 'admin') then
    raise exception 'Admin access required' using errcode = '42501';
  end if;
end;
$$;

-- Time bucket for a date range: day up to ~3 months, week up to 2 years, month beyond.
create function admin_private.bucket_for(p_from timestamptz, p_to timestamptz)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_to - p_from <= interval '92 days' then 'day'
    when p_to - p_from <= interval '731 days' then 'week'
    else 'month'
  end;
$$;

-- Two-letter province/territory code from free text ("Ontario", "ON", "Qué."); null when unknown.
create function admin_private.province_code(p_text text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case regexp_replace(lower(coalesce(p_text, '')), '[^a-z]', '', 'g')
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
  end;
$$;

-- Numeric value of a price text ("$1,299,000" -> 1299000); null when there is none.
create function admin_private.price_value(p_text text)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select nullif(substring(regexp_replace(coalesce(p_text, ''), '[^0-9.]', '', 'g') from '^[0-9]+(?:\.[0-9]+)?'), '')::numeric;
$$;

create function admin_private.price_band(p_value numeric)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_value is null or p_value <= 0 then 'Unknown'
    when p_value < 250000 then 'Under $250K'
    when p_value < 500000 then '$250K–$500K'
    when p_value < 1000000 then '$500K–$1M'
    when p_value < 2000000 then '$1M–$2M'
    else '$2M+'
  end;
$$;

-- Normalised report reason: 'Other: details' counts as 'Other'.
create function admin_private.report_reason(p_reason text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when p_reason ilike 'other%' then 'Other' else coalesce(nullif(btrim(p_reason), ''), 'Unspecified') end;
$$;
