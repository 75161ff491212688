/** The traps of the fifty-first held-out corpus's misses, each in a small page of its own. */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/51") => extractFromHtml(html, url).structuredData;

describe("listing page traps (held-out corpus 51)", () => {
  it("a badge '3 Full + 1 Partial Baths': three full and one half bath", () => {
    const html = `<html><body><main><h1>22 Byron Ave</h1><p>$989,000</p><div><span>4 Bedrooms</span><span>3 Full + 1 Partial Baths</span></div></main></body></html>`;
    const got = facts(html);
    expect([got?.bathrooms, got?.bathroomsFull, got?.bathroomsHalf]).toEqual([3.5, 3, 1]);
  });

  it("a 'recently sold' block's neighbour ('5 bed, 4 bath') gives the listing no baths", () => {
    const html = `<html><body><main><h1>22 Byron Ave</h1><p>$989,000</p><p>Semi-detached home on a quiet street.</p><div class="recently-sold"><h3>Recently sold nearby</h3><p>31 Byron Ave · Sold for $1,050,000 · 5 bed, 4 bath</p></div></main></body></html>`;
    expect(facts(html)?.bathrooms ?? null).toBeNull();
  });

  it("a builder's plan record held as 'plan' ({ plan: { name, community } }): the community is its development, no neighbourhood", () => {
    const state = { props: { pageProps: { plan: { name: "The Birch", community: "Cedar Hollow", city: "Oakville", province: "ON", priceFrom: 1099990, beds: 4, baths: 3 } } } };
    const html = `<html><body><main><h1>The Birch</h1><p>From $1,099,990</p></main><script id="__NEXT_DATA__" type="application/json">${JSON.stringify(state)}</script></body></html>`;
    expect(facts(html)?.neighbourhood ?? null).toBeNull();
  });

  it("a listing record's 'community' outside any plan stays the neighbourhood", () => {
    const state = { props: { pageProps: { listing: { price: 849000, beds: 3, baths: 2, address: "14 Elm St", city: "Oakville", community: "Glen Abbey" } } } };
    const html = `<html><body><main><h1>14 Elm St</h1><p>$849,000</p></main><script id="__NEXT_DATA__" type="application/json">${JSON.stringify(state)}</script></body></html>`;
    expect(facts(html)?.neighbourhood).toBe("Glen Abbey");
  });

  it("a builder's plan with 'productType': 'Townhome' is a townhouse", () => {
    const state = { props: { pageProps: { plan: { name: "The Birch", city: "Oakville", productType: "Townhome", beds: 3, baths: 2.5 } } } };
    const html = `<html><body><main><h1>The Birch</h1><p>From $899,990</p></main><script id="__NEXT_DATA__" type="application/json">${JSON.stringify(state)}</script></body></html>`;
    expect(facts(html)?.propertyKind).toBe("townhouse");
  });

  it("an agent's card with a caption ('Contact Agent') over the name and the firm: the name is the agent", () => {
    const html = `<html><body><main><h1>400 Mill Rd</h1><p>$429,000</p><section class="listing-agent"><h2>Contact Agent</h2><p>Dana Whitcomb</p><p>Northern Valley Realty</p><p>(315) 555-0142</p></section></main></body></html>`;
    expect(facts(html)?.listingAgentName).toBe("Dana Whitcomb");
  });

  it("a commercial card ('Name', 'Vice President, Retail', '+1 416 555 0100', another agent, the firm): the first agent", () => {
    const html = `<html><body><main><h1>88 Front St</h1><p>$3,200,000</p><section class="contacts"><h2>Contacts</h2><div><p>Marcus Ellery</p><p>Vice President, Retail</p><p>+1 416 555 0100</p></div><div><p>Ana Ruiz</p><p>Associate</p><p>+1 416 555 0101</p></div><p>Lakeshore Commercial Realty Inc.</p></section></main></body></html>`;
    expect(facts(html)?.listingAgentName).toBe("Marcus Ellery");
  });

  it("a US page's type 'Single Family For Sale' is a house", () => {
    const html = `<html><body><main><h1>12 Oak Lane</h1><p>Hartford, CT 06105</p><p>$425,000</p><table><tr><th>Type</th><td>Single Family For Sale</td></tr><tr><th>Bedrooms</th><td>3</td></tr></table></main></body></html>`;
    expect(facts(html)?.propertyKind).toBe("house");
  });
});
