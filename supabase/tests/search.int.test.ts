// search_posts (spec §2 Search, §7): accent/case folding, postal codes with or without the space, partial
// and misspelled city names, words from the description, approved posts only, the card shape.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, testBackends, type TestStack } from "@test-support/stack/stack.ts";

const backends = await testBackends();

interface Listing {
  key: string;
  title: string;
  city: string;
  province: string;
  postal: string;
  street: string;
  description: string;
  status?: string;
}

const LISTINGS: Listing[] = [
  { key: "mtl", title: "Plex on the Plateau", city: "Montréal", province: "QC", postal: "H2X 1Y4", street: "4200 Boul. Saint-Laurent", description: "Triplex with a garden" },
  { key: "tor", title: "King West loft", city: "Toronto", province: "ON", postal: "M5V2T6", street: "500 King St W", description: "Exposed brick and a waterfront view" },
  { key: "van", title: "Kitsilano townhouse", city: "Vancouver", province: "BC", postal: "V6K 2G3", street: "2100 W 4th Ave", description: "Steps from the beach" },
  { key: "qc", title: "Maison ancestrale", city: "Québec", province: "QC", postal: "G1R 4P5", street: "12 Rue Saint-Jean", description: "Pierre des champs" },
  { key: "hidden", title: "Hidden Toronto condo", city: "Toronto", province: "ON", postal: "M4W 1A8", street: "1 Bloor St E", description: "Not approved", status: "pending" },
];

describe.each(backends)("search_posts on %s", (backend) => {
  let stack: TestStack;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    stack = await startTestStack({ backend });
    const owner = await stack.signUpConfirmed();
    for (const l of LISTINGS) {
      const url = `https://www.centris.ca/${l.key}`;
      const [row] = await stack.sql<{ id: string }>(
        `insert into public.posts (user_id, description, url, category, title, city, province, postal_code, street_address, status,
           listing_price, manual_price, og_image_url, property_kind, bedrooms, bathrooms, square_footage)
         values ($1, $2, $3, 'residential', $4, $5, $6, $7, $8, $9::public.post_status, '$725,000', null, $10, 'plex', '6', '3', '3200') returning id`,
        [owner.user.id, `${l.description} ${url}`, url, l.title, l.city, l.province, l.postal, l.street, l.status ?? "approved", `https://img.example/${l.key}.jpg`],
      );
      ids[l.key] = row?.id ?? "";
    }
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const search = async (term: string) => {
    const { data, error } = await stack.client().rpc("search_posts", { search_term: term });
    expect(error).toBeNull();
    return (data ?? []).map((r) => Object.entries(ids).find(([, id]) => id === r.id)?.[0]);
  };

  it.each([
    ["montreal", "mtl"],
    ["MONTRÉAL", "mtl"],
    ["Montréal, QC", "mtl"],
    ["quebec", "qc"],
    ["H2X 1Y4", "mtl"],
    ["h2x1y4", "mtl"],
    ["M5V 2T6", "tor"],
    ["m5v2t6", "tor"],
    ["Toro", "tor"],
    ["Vancuver", "van"],
    ["Torontoo", "tor"],
    ["Montrael", "mtl"],
    ["Vancouvr", "van"],
    ["waterfront", "tor"],
    ["kitsilano", "van"],
    ["saint-laurent", "mtl"],
    ["V6K", "van"],
  ])("finds %s", async (term, key) => {
    expect(await search(term)).toContain(key);
  });

  it("returns approved posts only", async () => {
    const found = await search("toronto");
    expect(found).toContain("tor");
    expect(found).not.toContain("hidden");
  });

  it("does not match unrelated places", async () => {
    expect(await search("Halifax")).toEqual([]);
    expect(await search("   ")).toEqual([]);
  });

  it("returns the card shape: id, title, price (listing price when no manual price), address, imageUrl, the key facts, the property's other sites and members", async () => {
    const { data } = await stack.client().rpc("search_posts", { search_term: "plateau" });
    expect(data?.[0]).toEqual({
      id: ids["mtl"], title: "Plex on the Plateau", price: 725000, address: "4200 Boul. Saint-Laurent, Montréal, QC, H2X 1Y4", imageUrl: "https://img.example/mtl.jpg",
      propertyKind: "plex", bedrooms: "6", bathrooms: "3", squareFootage: "3200", otherHosts: [], members: 1,
    });
  });

  it("corrects a misspelling past names no approved post carries", async () => {
    const owner = await stack.signUpConfirmed();
    const insert = (city: string, status: string) =>
      stack.sql<{ id: string }>(
        `insert into public.posts (user_id, description, url, category, title, city, status)
         values ($1, 'https://www.centris.ca/x', 'https://www.centris.ca/x', 'residential', 'Decoy', $2, $3::public.post_status) returning id`,
        [owner.user.id, city, status],
      );
    await insert("Vancuverr", "pending"); // a pending post's city never enters the dictionary
    const [gone] = await insert("Vancuvr", "approved"); // enters it, and stays after the post is deleted
    await stack.sql("delete from public.posts where id = $1", [gone?.id]);
    const names = (await stack.sql<{ name: string }>("select name from public.search_place_names")).map((r) => r.name);
    expect(names).not.toContain("vancuverr");
    expect(names).toContain("vancuvr");

    expect(await search("Vancuver")).toEqual(["van"]);
  });

  it("treats LIKE wildcards in the term literally", async () => {
    expect(await search("%")).toEqual([]);
    expect(await search("_")).toEqual([]);
  });
});
