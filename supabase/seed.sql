-- Reference data every environment needs: the Canadian listing sites members may link to.
-- No demo content here (demo members and posts come from src/local-supabase/demo/, only when asked for).
insert into public.whitelisted_domains (domain_name, description)
values
  ('realtor.ca', 'REALTOR.ca, the national MLS listing site'),
  ('zolo.ca', 'Zolo'),
  ('housesigma.com', 'HouseSigma'),
  ('remax.ca', 'RE/MAX Canada'),
  ('royallepage.ca', 'Royal LePage'),
  ('century21.ca', 'Century 21 Canada'),
  ('centris.ca', 'Centris (Quebec)'),
  ('kijiji.ca', 'Kijiji real estate'),
  ('rew.ca', 'REW (British Columbia)'),
  ('point2homes.com', 'Point2 Homes'),
  ('condos.ca', 'Condos.ca'),
  ('strata.ca', 'Strata.ca'),
  ('realtymohr.com', 'Realty Mohr'),
  ('duproprio.com', 'DuProprio (for sale by owner, Quebec)'),
  ('propertyguys.com', 'PropertyGuys (for sale by owner)'),
  ('comfree.com', 'ComFree (for sale by owner)'),
  ('loopnet.ca', 'LoopNet Canada (commercial)'),
  ('bizbuysell.com', 'BizBuySell (businesses for sale)'),
  ('landsearch.com', 'LandSearch (land)'),
  ('exprealty.ca', 'eXp Realty Canada'),
  ('sothebysrealty.ca', 'Sotheby''s International Realty Canada'),
  ('kw.com', 'Keller Williams'),
  ('coldwellbanker.ca', 'Coldwell Banker Canada'),
  ('viewpoint.ca', 'ViewPoint (Nova Scotia)'),
  ('mlxchange.com', 'MLXchange')
on conflict (domain_name) do nothing;
