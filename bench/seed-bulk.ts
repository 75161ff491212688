// Bulk data for the database benchmark: N posts (default 100,000) by M members (default 1,000), spread over
// 20 Canadian cities, five categories, ~5% not approved, 0.1% featured, each at coordinates of the three precisions.
// Generated inside the database in batches.
// Usage: DATABASE_URL=postgres://... node --import tsx bench/seed-bulk.ts [posts] [members]
import type { SqlRunner } from "../src/local-supabase/db/sql.ts";
import { PLACES } from "../src/local-supabase/demo/places.ts";

export interface SeedBulkOptions {
  posts?: number;
  members?: number;
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
}

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;

const placesValues = () =>
  PLACES.map((p, i) => `(${i}, ${quote(p.city)}, ${quote(p.province)}, ${quote(p.postalCode.slice(0, 3))}, ${quote(p.streets[0] ?? "Main St")}, ${p.centre[0]}::float8, ${p.centre[1]}::float8, ${p.postalCentre[0]}::float8, ${p.postalCentre[1]}::float8)`).join(",\n");

const KINDS = ["Condo", "Detached house", "Townhouse", "Semi-detached", "Office unit", "Retail space", "Building lot", "Farm", "Café", "Duplex"];
const ADJECTIVES = ["Bright", "Renovated", "Spacious", "Charming", "Modern", "Quiet", "Corner", "Updated", "Sunny", "Classic"];

export async function seedBulk(db: SqlRunner, options: SeedBulkOptions = {}): Promise<{ posts: number; members: number }> {
  const total = options.posts ?? 100_000;
  const memberCount = options.members ?? 1_000;
  // 2,000 posts per statement: matching takes a transaction-scoped advisory lock per new home's key
  // (private.find_post_property), and 10,000 at once filled PostgreSQL's lock table (max_locks_per_transaction) at
  // 300,000 posts while other databases on the server held locks too.
  const batch = options.batchSize ?? 2_000;
  await db.query("insert into public.whitelisted_domains (domain_name) values ('realtor.ca') on conflict (domain_name) do nothing");
  await db.query(
    `insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
     select gen_random_uuid(), 'authenticated', 'authenticated', 'bulk-' || i || '@bulk.maple.test',
            jsonb_build_object('username', 'bulk-' || i), now(), now()
     from generate_series(1, ${memberCount}) as i`,
  );
  // The analytics rollups the posts' triggers fill, read from the schema so a new rollup table is not missed.
  const rollups = await db.query<{ name: string }>(
    "select format('%I.%I', schemaname, tablename) as name from pg_catalog.pg_tables where schemaname = 'admin_private' order by 1",
  );
  const analyzed = ["public.posts", "public.public_profiles", ...rollups.map((table) => table.name)].join(", ");
  const kinds = `(array[${KINDS.map(quote).join(", ")}])`;
  const adjectives = `(array[${ADJECTIVES.map(quote).join(", ")}])`;
  for (let start = 1; start <= total; start += batch) {
    const end = Math.min(total, start + batch - 1);
    await db.query(
      `with places (idx, city, province, fsa, street, lat, lng, postal_lat, postal_lng) as (values ${placesValues()}),
            members as (select array_agg(id order by id) as ids from auth.users where email like '%@bulk.maple.test'),
            rows as (
              select i, ((i::bigint * 7919) % ${PLACES.length})::int as place_idx, ((i::bigint * 104729) % 1000003)::int as h
              from generate_series(${start}, ${end}) as i)
       insert into public.posts (user_id, description, url, category, status, is_featured, title, street_address, city,
         province, postal_code, listing_price, manual_price, bedrooms, bathrooms, og_image_url, created_at, lat, lng, geo_precision)
       select m.ids[1 + (r.i % cardinality(m.ids))],
              ${adjectives}[1 + r.h % 10] || ' ' || lower(${kinds}[1 + (r.h / 10) % 10]) || ' in ' || p.city
                || '. Close to transit, schools and parks. https://www.realtor.ca/real-estate/' || r.i,
              'https://www.realtor.ca/real-estate/' || r.i,
              (array['residential', 'commercial', 'land', 'business', 'fsbo'])[1 + r.i % 5]::public.post_category,
              (case when r.h % 20 = 0 then 'pending' else 'approved' end)::public.post_status,
              r.i % 1000 = 0,
              ${adjectives}[1 + r.h % 10] || ' ' || ${kinds}[1 + (r.h / 10) % 10] || ' #' || r.i,
              (10 + r.h % 990) || ' ' || p.street, p.city, p.province,
              p.fsa || ' ' || (r.h % 10) || chr(65 + (r.h / 10) % 26) || ((r.h / 260) % 10),
              '$' || (150000 + (r.h % 2000) * 1000), case when r.i % 3 = 0 then 140000 + (r.h % 2000) * 1000 end,
              (1 + r.h % 5)::text, (1 + r.h % 3)::text,
              'https://img.example/bulk/' || (r.i % 500) || '.jpg',
              now() - make_interval(secs => r.i * 31 + r.h % 600),
              -- On the map (issue 19): 60% at the page's own point within ~15 km of the centre, 25% at the postal
              -- code's area, 15% at the city's centre.
              case when r.h % 20 < 12 then round((p.lat + ((r.h / 7) % 2001 - 1000) / 7000.0)::numeric, 5)::float8
                   when r.h % 20 < 17 then p.postal_lat else p.lat end,
              case when r.h % 20 < 12 then round((p.lng + ((r.h / 13) % 2001 - 1000) / 5000.0)::numeric, 5)::float8
                   when r.h % 20 < 17 then p.postal_lng else p.lng end,
              case when r.h % 20 < 12 then 'page' when r.h % 20 < 17 then 'postal' else 'city' end
       from rows r join places p on p.idx = r.place_idx cross join members m`,
    );
    // Fresh statistics every 10,000 posts: the rollup triggers' statements run with generic plans cached per
    // session (20261122300100), and a plan made while the rollup tables were nearly empty walks them row by row;
    // ANALYZE invalidates it. Without this a 1,000,000-post seed slowed from seconds to minutes per batch.
    if (end % 10_000 < batch || end === total) await db.query(`analyze ${analyzed}`);
    options.onProgress?.(end, total);
  }
  return { posts: total, members: memberCount };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env["DATABASE_URL"];
  if (!url) throw new Error("set DATABASE_URL to a migrated database");
  const { default: postgres } = await import("postgres");
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const runner: SqlRunner = { query: async <Row>(text: string) => (await sql.unsafe(text)) as unknown as Row[] };
  const started = Date.now();
  await seedBulk(runner, {
    posts: Number(process.argv[2] ?? 100_000),
    members: Number(process.argv[3] ?? 1_000),
    onProgress: (done, total) => console.log(`${done}/${total} posts`),
  });
  console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await sql.end();
}
