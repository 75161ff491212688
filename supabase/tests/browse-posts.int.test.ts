// Issue 19 "Find": public.browse_posts and public.browse_posts_count (20261101000700_search.sql): each filter,
// the three sorts with ties broken by id, text search and hashtags combined with filters, the map's box, and the posts
// policies applied (SECURITY INVOKER): a pending post, and a post a policy hides, are not listed. Through supabase-js against
// the real local stack, on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, testBackends, type SignedInUser, type TestStack } from "@test-support/stack/stack.ts";
import type { Database } from "@shared/database.types.ts";

type BrowseArgs = Database["public"]["Functions"]["browse_posts"]["Args"];

const LINK = "https://www.realtor.ca/real-estate/19/browse";
/** Two posts listed at the same moment, after all the others: newest first breaks their tie by id. */
const SAME_TIME = "2026-11-02T00:00:00Z";

/** The fixture posts: key -> columns. created_at is minutes after a fixed start, in key order unless given. */
const POSTS: Record<string, Record<string, unknown>> = {
  torontoCondo: { title: "Condo by the lake", category: "residential", city: "Toronto", province: "ON", lat: 43.64, lng: -79.38, geo_precision: "page", manual_price: 650000, bedrooms: "2", bathrooms: "1", property_kind: "condo", description: `Bright corner unit #waterfront ${LINK}`, created_at: SAME_TIME },
  torontoHouse: { title: "Family house", category: "residential", city: "Toronto", province: "Ontario", postal_code: "M4C 1A1", lat: 43.69, lng: -79.3, geo_precision: "postal", manual_price: 1250000, bedrooms: "3 + 1", bathrooms: "2.5", property_kind: "house", description: `Quiet street #garden ${LINK}` },
  ottawaTown: { title: "Townhouse near the canal", category: "residential", city: "Ottawa", province: "ON", lat: 45.411, lng: -75.698, geo_precision: "city", manual_price: 650000, bedrooms: "3", bathrooms: "2", property_kind: "townhouse", description: `End unit ${LINK} #waterfrontview`, created_at: SAME_TIME },
  montrealPlex: { title: "Triplex Plateau", category: "residential", city: "Montréal", province: "QC", lat: 45.52, lng: -73.58, geo_precision: "page", listing_price: "$899,000", bedrooms: "6", bathrooms: "3", property_kind: "plex", description: `Revenue property ${LINK}` },
  landNoPrice: { title: "Acreage lot", category: "land", city: "Toronto", province: "ON", lat: 43.7, lng: -79.416, geo_precision: "city", property_kind: "land", description: `Ten acres #waterfront ${LINK}` },
  fsboHouse: { title: "Owner selling bungalow", category: "fsbo", city: "Halifax", province: "NS", manual_price: 450000, bedrooms: "3", bathrooms: "1.5", property_kind: "house", description: `No agents please ${LINK}` },
  pending: { title: "Condo pending review", category: "residential", city: "Toronto", province: "ON", lat: 43.65, lng: -79.39, geo_precision: "page", manual_price: 500000, bedrooms: "2", property_kind: "condo", status: "pending", description: `#waterfront ${LINK}` },
  hiddenByPolicy: { title: "Condo hidden by policy", category: "residential", city: "Toronto", province: "ON", lat: 43.66, lng: -79.4, geo_precision: "page", manual_price: 510000, bedrooms: "2", property_kind: "condo", description: `#waterfront ${LINK}` },
};

describe.each(await testBackends())("browse_posts on %s", (backend) => {
  let stack: TestStack;
  let author: SignedInUser;
  let reader: SignedInUser;
  const ids: Record<string, string> = {};
  const keyOf = (id: string) => Object.keys(ids).find((key) => ids[key] === id) ?? id;
  /** torontoCondo and ottawaTown (same time, same price) by id, ascending. */
  const tie = () => [ids.torontoCondo ?? "", ids.ottawaTown ?? ""].sort().map(keyOf);

  beforeAll(async () => {
    stack = await startTestStack({ backend });
    [author, reader] = await Promise.all([stack.signUpConfirmed(), stack.signUpConfirmed()]);
    let minute = 0;
    for (const [key, fields] of Object.entries(POSTS)) {
      const row = { user_id: author.user.id, url: LINK, status: "approved", created_at: new Date(Date.UTC(2026, 10, 1, 12, minute++)).toISOString(), ...fields };
      const columns = Object.keys(row);
      const [inserted] = await stack.sql<{ id: string }>(
        `insert into public.posts (${columns.join(", ")}) values (${columns.map((_, i) => `$${i + 1}`).join(", ")}) returning id`,
        Object.values(row),
      );
      ids[key] = inserted?.id ?? "";
    }
    // What a moderation policy does: a restrictive policy hides one approved post from everyone but the superuser.
    await stack.sql(`create policy "test: hidden by moderation" on public.posts as restrictive for select to anon, authenticated using (title is distinct from 'Condo hidden by policy')`);
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  });

  const browse = async (args: BrowseArgs, client = stack.client()) => {
    const { data, error } = await client.rpc("browse_posts", args).select("id");
    if (error) throw new Error(error.message);
    return data.map((row) => keyOf(row.id));
  };
  const count = async (args: BrowseArgs) => {
    const { data, error } = await stack.client().rpc("browse_posts_count", args);
    if (error) throw new Error(error.message);
    return data;
  };

  it("lists every approved post a visitor may read, newest first, and counts them", async () => {
    expect(await browse({})).toEqual([...tie().reverse(), "fsboHouse", "landNoPrice", "montrealPlex", "torontoHouse"]);
    expect(await count({})).toBe(6);
  });

  it("applies the posts policies of the caller (SECURITY INVOKER): the author's pending post only to its author", async () => {
    expect(await browse({ search_term: "pending" })).toEqual([]);
    // status = 'approved' is part of browsing: the author does not see their pending post among the listings either.
    expect(await browse({ search_term: "pending" }, author.client)).toEqual([]);
    expect(await browse({ kind: "condo" }, reader.client)).toEqual(["torontoCondo"]);
    // The superuser (no RLS) would list the post the policy hides: the function itself does not filter it.
    const [direct] = await stack.sql<{ n: number }>("select count(*)::int as n from public.browse_posts(kind => 'condo')");
    expect(direct?.n).toBe(2);
  });

  it.each<[string, BrowseArgs, string[]]>([
    ["a category", { category: "residential" }, ["montrealPlex", "ottawaTown", "torontoHouse", "torontoCondo"]],
    ["fsbo", { category: "fsbo" }, ["fsboHouse"]],
    ["a minimum price (manual or from the listing's words)", { min_price: 800000 }, ["montrealPlex", "torontoHouse"]],
    ["a maximum price", { max_price: 650000 }, ["fsboHouse", "ottawaTown", "torontoCondo"]],
    ["a price range", { min_price: 600000, max_price: 900000 }, ["montrealPlex", "ottawaTown", "torontoCondo"]],
    ["minimum beds, counting rooms below grade", { min_beds: 4 }, ["montrealPlex", "torontoHouse"]],
    ["minimum baths, in halves", { min_baths: 1.5 }, ["fsboHouse", "montrealPlex", "ottawaTown", "torontoHouse"]],
    ["a property type", { kind: "house" }, ["fsboHouse", "torontoHouse"]],
    ["a province, by code, matching names too", { province: "on" }, ["landNoPrice", "ottawaTown", "torontoHouse", "torontoCondo"]],
    ["a city, in any case", { city: " TORONTO " }, ["landNoPrice", "torontoHouse", "torontoCondo"]],
    ["a city with its accent", { city: "montréal" }, ["montrealPlex"]],
    ["filters together", { category: "residential", city: "Toronto", min_beds: 2, max_price: 700000 }, ["torontoCondo"]],
  ])("filters by %s", async (_label, args, expected) => {
    expect((await browse(args)).sort()).toEqual([...expected].sort()); // order: the sort tests

    expect(await count(args)).toBe(expected.length);
  });

  it("sorts by price either way, ties broken by id, posts without a price last", async () => {
    expect(await browse({ sort: "price_asc" })).toEqual(["fsboHouse", ...tie(), "montrealPlex", "torontoHouse", "landNoPrice"]);
    expect(await browse({ sort: "price_desc" })).toEqual(["torontoHouse", "montrealPlex", ...tie().reverse(), "fsboHouse", "landNoPrice"]);
  });

  it.each(["newest", "price_asc", "price_desc"])("pages sorted by %s without gaps or repeats", async (sort) => {
    const all = await browse({ sort });
    const pages = [...(await browse({ sort, page_limit: 4 })), ...(await browse({ sort, page_limit: 4, page_offset: 4 }))];
    expect(pages).toEqual(all);
  });

  it("combines the text search with filters", async () => {
    expect(await browse({ search_term: "toronto" })).toEqual(expect.arrayContaining(["landNoPrice", "torontoHouse", "torontoCondo"]));
    expect(await browse({ search_term: "toronto", kind: "condo" })).toEqual(["torontoCondo"]);
    expect(await browse({ search_term: "Montreal", sort: "price_desc" })).toEqual(["montrealPlex"]); // folded accents
    expect(await browse({ search_term: "lake", category: "land" })).toEqual([]);
    expect(await count({ search_term: "toronto", min_price: 1 })).toBe(2);
  });

  it("finds a hashtag as a word of the text, not a longer tag, combined with filters", async () => {
    expect((await browse({ search_term: "#waterfront" })).sort()).toEqual(["landNoPrice", "torontoCondo"]);
    expect(await browse({ search_term: "#WaterFront", category: "land" })).toEqual(["landNoPrice"]);
    expect(await browse({ search_term: "#garden" })).toEqual(["torontoHouse"]);
    expect(await browse({ search_term: "#nosuchtag" })).toEqual([]);
  });

  it("stores a post whose price words hold an absurd number (no whole-dollar price, not an error)", async () => {
    const [row] = await stack.sql<{ price_amount: string | null }>(
      "insert into public.posts (user_id, url, description, category, title, listing_price) values ($1, $2, $2, 'land', 'Huge', '$99999999999999999999999') returning price_amount",
      [author.user.id, LINK],
    );
    expect(row?.price_amount).toBeNull();
    await stack.sql("delete from public.posts where title = 'Huge'");
  });

  /** Greater Toronto: west, south, east, north. */
  const TORONTO = { min_lng: -79.7, min_lat: 43.5, max_lng: -79.1, max_lat: 43.9 };

  it.each<[string, BrowseArgs, string[]]>([
    ["a city's box: posts of every precision whose coordinates are inside", TORONTO, ["landNoPrice", "torontoHouse", "torontoCondo"]],
    ["the box with other filters", { ...TORONTO, category: "residential", min_beds: 3 }, ["torontoHouse"]],
    ["the box with a text search", { ...TORONTO, search_term: "condo" }, ["torontoCondo"]],
    ["a box that holds a city-precision post only by its centre", { min_lng: -75.7, min_lat: 45.41, max_lng: -75.69, max_lat: 45.42 }, ["ottawaTown"]],
    ["edges included", { min_lng: -79.38, min_lat: 43.64, max_lng: -79.38, max_lat: 43.64 }, ["torontoCondo"]],
    ["eastern Canada (posts without coordinates are never in a box)", { min_lng: -80, min_lat: 42, max_lng: -52.6, max_lat: 50 }, ["landNoPrice", "montrealPlex", "ottawaTown", "torontoHouse", "torontoCondo"]],
    ["an empty box", { min_lng: -120, min_lat: 60, max_lng: -119, max_lat: 61 }, []],
  ])("filters by the map's box: %s", async (_label, args, expected) => {
    expect((await browse(args)).sort()).toEqual([...expected].sort());
    expect(await count(args)).toBe(expected.length);
  });

  it("never lists a pending or hidden post inside the box, to visitors, members or its author", async () => {
    const box = { min_lng: -79.45, min_lat: 43.6, max_lng: -79.35, max_lat: 43.68 };
    expect(await browse(box)).toEqual(["torontoCondo"]);
    expect(await browse(box, reader.client)).toEqual(["torontoCondo"]);
    expect(await browse(box, author.client)).toEqual(["torontoCondo"]);
    const { data } = await author.client.rpc("browse_posts_count", box);
    expect(data).toBe(1);
  });

  it("answers the box's posts with their coordinates and precision, sorted like any list", async () => {
    const { data, error } = await stack.client().rpc("browse_posts", { ...TORONTO, sort: "price_desc" }).select("id, lat, lng, geo_precision");
    expect(error).toBeNull();
    expect(data?.map((row) => [keyOf(row.id), row.lat, row.lng, row.geo_precision])).toEqual([
      ["torontoHouse", 43.69, -79.3, "postal"],
      ["torontoCondo", 43.64, -79.38, "page"],
      ["landNoPrice", 43.7, -79.416, "city"],
    ]);
  });

  it.each<[string, BrowseArgs, string]>([
    ["three edges", { min_lng: -80, min_lat: 43, max_lng: -79 }, "A map area needs its four edges: west, south, east and north."],
    ["west past east", { min_lng: -79, min_lat: 43, max_lng: -80, max_lat: 44 }, "A map area must run west to east and south to north, within -180 to 180 and -90 to 90 degrees."],
    ["a latitude past the pole", { min_lng: -80, min_lat: 43, max_lng: -79, max_lat: 95 }, "A map area must run west to east and south to north, within -180 to 180 and -90 to 90 degrees."],
  ])("refuses a box with %s, with a sentence", async (_label, args, sentence) => {
    const list = await stack.client().rpc("browse_posts", args);
    expect(list.error?.message).toBe(sentence);
    const counted = await stack.client().rpc("browse_posts_count", args);
    expect(counted.error?.message).toBe(sentence);
  });

  it("refuses an unknown sort with a sentence", async () => {
    const { error } = await stack.client().rpc("browse_posts", { sort: "cheapest" });
    expect(error?.message).toBe("Sort must be newest, price_asc or price_desc.");
  });
});
