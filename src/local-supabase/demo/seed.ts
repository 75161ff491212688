// Demo content for `npm start` on an empty database: a few members with profiles, three dozen posts across
// categories and provinces with local images, some featured, plus saves, offers and a report.
// Everything is marked: usernames 'demo-*', e-mails @demo.maple.test, app metadata { demo: true },
// descriptions "(demo listing)". Tests never load it unless they ask (startTestStack({ seedDemo: true })).
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { SqlRunner } from "../db/sql.ts";
import { insertUser } from "../auth/users.ts";
import { DEMO_EMAIL_DOMAIN, DEMO_MEMBERS, DEMO_PASSWORD, DEMO_TEMPLATES } from "./content.ts";
import { LISTING_SITES, PLACES, type Place } from "./places.ts";

export { DEMO_PASSWORD } from "./content.ts";

export interface SeedDemoOptions {
  /** Where supabase/demo-images is served. Default: the images are inlined as data: URLs (no server needed). */
  imageBaseUrl?: string;
  /** Number of posts (default 36). */
  posts?: number;
}

export interface SeedDemoResult {
  skipped: boolean;
  members: number;
  posts: number;
}

const HOUR = 3_600_000;
const IMAGES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../supabase/demo-images");

type ImageUrl = (file: string) => string;

async function imageUrls(imageBaseUrl: string | undefined): Promise<ImageUrl> {
  if (imageBaseUrl) return (file) => `${imageBaseUrl.replace(/\/$/, "")}/${file}`;
  const files = [...new Set(DEMO_TEMPLATES.map((t) => t.image))];
  const inlined = new Map<string, string>();
  for (const file of files) {
    const svg = await readFile(path.join(IMAGES_DIR, file), "utf8");
    inlined.set(file, `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.trim())}`);
  }
  return (file) => inlined.get(file) ?? "";
}

/** The demo posts link to these sites; the seed may run before supabase/seed.sql, so make sure they are whitelisted. */
async function whitelistDemoSites(db: SqlRunner): Promise<void> {
  for (const site of LISTING_SITES) {
    await db.query("insert into public.whitelisted_domains (domain_name) values ($1) on conflict (domain_name) do nothing", [site]);
  }
}

export async function hasDemoContent(db: SqlRunner): Promise<boolean> {
  const rows = await db.query<{ found: boolean }>(
    "select exists (select 1 from auth.users where email like $1) as found",
    [`%@${DEMO_EMAIL_DOMAIN}`],
  );
  return rows[0]?.found === true;
}

async function createMembers(db: SqlRunner): Promise<string[]> {
  const ids: string[] = [];
  for (const m of DEMO_MEMBERS) {
    const place = PLACES[m.placeIndex] ?? PLACES[0];
    const user = await insertUser(db, {
      email: `${m.username}@${DEMO_EMAIL_DOMAIN}`,
      password: DEMO_PASSWORD,
      emailConfirm: true,
      userMetadata: { username: m.username, full_name: `${m.firstName} ${m.lastName}` },
      appMetadata: { demo: true },
    });
    await db.query(
      `update public.profiles set first_name = $2, last_name = $3, full_name = $2 || ' ' || $3,
         business_category = $4::public.business_category, business_name = $5, license_number = $6, bio = $7,
         city = $8, province = $9, website = $10
       where id = $1`,
      [user.id, m.firstName, m.lastName, m.businessCategory, m.businessName, m.licenseNumber, m.bio,
        place?.city ?? null, place?.province ?? null, m.businessName ? `https://${m.username}.${DEMO_EMAIL_DOMAIN}` : null],
    );
    ids.push(user.id);
  }
  return ids;
}

/**
 * Where a demo post sits on the map (issue 19), the three precisions of issue 18 in turn: the listing page's own
 * point (a few streets around the centre, a different spot for each post), the postal code's area, the city.
 */
function demoLocation(place: Place, i: number): [number, number, "page" | "postal" | "city"] {
  const round = (x: number) => Math.round(x * 10000) / 10000;
  if (i % 3 === 0) return [round(place.centre[0] + (((i * 37) % 61) - 30) / 1000), round(place.centre[1] + (((i * 53) % 71) - 35) / 1000), "page"];
  if (i % 3 === 1) return [place.postalCentre[0], place.postalCentre[1], "postal"];
  return [place.centre[0], place.centre[1], "city"];
}

async function createPosts(db: SqlRunner, memberIds: string[], count: number, image: ImageUrl): Promise<string[]> {
  const ids: string[] = [];
  const now = Date.now();
  for (let i = 0; i < count; i++) {
    const t = DEMO_TEMPLATES[i % DEMO_TEMPLATES.length];
    const place = PLACES[(i * 7) % PLACES.length];
    const author = memberIds[i % memberIds.length];
    if (!t || !place || !author) continue;
    const site = LISTING_SITES[i % LISTING_SITES.length] ?? "realtor.ca";
    const url = `https://www.${site}/demo-listing-${i + 1}`;
    const street = `${100 + ((i * 37) % 900)} ${place.streets[i % place.streets.length] ?? "Main St"}`;
    const price = Math.round((t.basePrice * (0.8 + ((i * 13) % 40) / 100)) / 1000) * 1000;
    const others = [...new Set(DEMO_TEMPLATES.map((o) => o.image))].filter((o) => o !== t.image).map(image);
    const rows = await db.query<{ id: string }>(
      `insert into public.posts (user_id, description, url, title, og_image_url, category, listing_price, property_type,
         location, bedrooms, bathrooms, square_footage, year_built, lot_size, street_address, city, province, postal_code,
         manual_price, additional_images, created_at, lat, lng, geo_precision)
       values ($1, $2, $3, $4, $5, $6::public.post_category, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
         $19, $20, $21, $22, $23, $24)
       returning id`,
      [author, `${t.title} in ${place.city}. ${t.blurb} (demo listing) ${url}`, url, t.title,
        image(t.image), t.category, `$${price.toLocaleString("en-US")}`, t.propertyType,
        `${place.city}, ${place.province}`, t.bedrooms, t.bathrooms, t.squareFootage, t.yearBuilt, t.lotSize, street,
        place.city, place.province, place.postalCode, i % 3 === 0 ? price - 5000 : null,
        others.slice(i % 3, (i % 3) + 2), new Date(now - i * 7 * HOUR).toISOString(), ...demoLocation(place, i)],
    );
    const id = rows[0]?.id;
    if (id) ids.push(id);
  }
  return ids;
}

async function createActivity(db: SqlRunner, memberIds: string[], postIds: string[]): Promise<void> {
  const featured = postIds.filter((_, i) => i % 5 === 0).slice(0, 6);
  await db.query("update public.posts set is_featured = true where id = any($1::uuid[])", [featured]);
  const owner = async (postId: string) =>
    (await db.query<{ user_id: string }>("select user_id from public.posts where id = $1", [postId]))[0]?.user_id;
  for (let i = 0; i < Math.min(postIds.length, 18); i++) {
    const postId = postIds[i];
    const member = memberIds[(i + 3) % memberIds.length];
    if (!postId || !member || (await owner(postId)) === member) continue;
    await db.query("insert into public.saved_listings (user_id, post_id) values ($1, $2) on conflict do nothing", [member, postId]);
    if (i % 2 === 0) {
      await db.query(
        "insert into public.offers (post_id, user_id, offer_amount, message) values ($1, $2, $3, $4)",
        [postId, member, 250000 + i * 10000, "Demo offer: flexible closing date."],
      );
    }
  }
  const reported = postIds[1];
  const reporter = memberIds[6];
  if (reported && reporter && (await owner(reported)) !== reporter) {
    await db.query(
      `insert into public.reports (reporter_id, reported_post_id, reported_user_id, target_type, reason)
       values ($1, $2, (select user_id from public.posts where id = $2), 'post', 'Spam or misleading')`,
      [reporter, reported],
    );
  }
}

/**
 * Loads the demo content once; does nothing when demo members already exist.
 * Takes a SQL runner (superuser) or anything carrying one as `sql` (the local stack's context).
 */
export async function seedDemo(target: SqlRunner | { sql: SqlRunner }, options: SeedDemoOptions = {}): Promise<SeedDemoResult> {
  const db = "query" in target ? target : target.sql;
  if (await hasDemoContent(db)) return { skipped: true, members: 0, posts: 0 };
  const image = await imageUrls(options.imageBaseUrl);
  await whitelistDemoSites(db);
  const memberIds = await createMembers(db);
  const postIds = await createPosts(db, memberIds, options.posts ?? 36, image);
  await createActivity(db, memberIds, postIds);
  return { skipped: false, members: memberIds.length, posts: postIds.length };
}
