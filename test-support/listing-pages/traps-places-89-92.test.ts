/**
 * The traps of the eighty-ninth to ninety-second held-out corpora's misses on the place (a search page's result cards
 * above the open listing, a brokerage's top bar with its address, a heading's street and town without a comma, an
 * apartment's "Apt." before the civic address, a property sheet's "Area" row, a classified's "City of …" crumb, a luxury
 * portal's "Chalets" crumb, a compass quarter before the town, a headline's hill, a description setting the home at its
 * street, a German portal's "Stadtteil" row and its address with the postal code first, an Italian portal's caption
 * before the street, Québec's merged towns), each in a small page of its own.
 */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.com/listing/89") => extractFromHtml(html, url).structuredData;

describe("listing page traps (held-out corpora 89–92: places)", () => {
  it("a search page's result cards above the open listing: the street the title names, not the first card's", () => {
    const html = `<html><head><title>19 Alder Ct, Bellingham, WA 98226 | Homes for sale</title></head><body>
      <div class="results"><h2>Bellingham homes</h2><ul>
        <li><article><p>$412,000</p><p>3 bd · 2 ba</p><address>402 Birch Way, Bellingham, WA 98226</address></article></li>
        <li><article><p>$389,500</p><p>2 bd · 1 ba</p><address>19 Alder Ct, Bellingham, WA 98226</address></article></li>
      </ul></div>
      <div role="dialog" class="details"><p>$389,500</p><h1>19 Alder Ct, Bellingham, WA 98226</h1><p>A tidy rambler on a quiet court.</p></div>
    </body></html>`;
    const got = facts(html);
    expect([got?.address.street, got?.address.city, got?.postalCode]).toEqual(["19 Alder Ct", "Bellingham", "98226"]);
  });

  it("a brokerage's name and its address in a top bar ('Northern Lights Realty Ltd. · 410 Ogilvie St, …'): the office's, not the listing's", () => {
    const html = `<html><head><title>27 Tamarack Drive | Northern Lights</title></head><body>
      <div class="topbar">Northern Lights Realty Ltd. · 410 Ogilvie St, Whitehorse, YT</div>
      <section><h1>27 Tamarack Drive</h1><div>Porter Creek, Whitehorse, YT Y1A 3R7</div><p>$489,000</p><p>A split-level with a garage.</p></section>
    </body></html>`;
    const got = facts(html);
    expect([got?.address.street, got?.address.city, got?.postalCode]).toEqual(["27 Tamarack Drive", "Whitehorse", "Y1A 3R7"]);
  });

  it("a heading's street and town read as one line, no comma between them ('57 Juniper Crescent NW Red Deer, AB …')", () => {
    const html = `<html><head><title>Juniper listing</title></head><body><main>
      <h1><span class="street">57 Juniper Crescent NW</span> <span class="place">Red Deer, AB T4N 2K6</span></h1><p>$372,000</p>
      <div class="featured"><h2>Featured</h2><p>12 Oak Close</p><p>Lacombe, AB</p></div>
    </main></body></html>`;
    const got = facts(html);
    expect([got?.address.street, got?.address.city, got?.address.province, got?.postalCode]).toEqual(["57 Juniper Crescent NW", "Red Deer", "AB", "T4N 2K6"]);
  });

  it("an apartment's word with its stop before the civic address ('Apt. 2C, 310 Robie St'): the street with its unit", () => {
    const html = `<html><head><title>2 bed near the Commons</title></head><body><main><h1>2 bed near the Commons</h1>
      <p class="where">Apt. 2C, 310 Robie St, Halifax, NS B3H 3C4</p><p>$1,950 / month</p></main></body></html>`;
    expect(facts(html)?.address.street).toBe("Apt. 2C, 310 Robie St");
  });

  it("the page's 'Apt. 2C, 310 Robie St' over structured data's '310 Robie St': the street as the page shows it, with its unit", () => {
    const ld = { "@context": "https://schema.org", "@type": "Apartment", name: "2 bed near the Commons", address: { "@type": "PostalAddress", streetAddress: "310 Robie St", addressLocality: "Halifax", addressRegion: "NS", postalCode: "B3H 3C4" } };
    const html = `<html><head><title>2 bed near the Commons</title><script type="application/ld+json">${JSON.stringify(ld)}</script></head><body><main>
      <h1>2 bed near the Commons</h1><p class="where">Apt. 2C, 310 Robie St, Halifax, NS B3H 3C4</p><p>$1,950 / month</p></main></body></html>`;
    expect(facts(html)?.address.street).toBe("Apt. 2C, 310 Robie St");
  });

  it("a property sheet's 'Area' row over its value ('Area' then 'Kinlock'): the neighbourhood", () => {
    const html = `<html><body><main><h1>12 Cedar Lane, Stratford, PE C1B 1A1</h1><p>$299,000</p>
      <table><tr><td>Area</td></tr><tr><td>Kinlock</td></tr><tr><td>Bedrooms</td></tr><tr><td>3</td></tr></table></main></body></html>`;
    expect(facts(html)?.neighbourhood).toBe("Kinlock");
  });

  it("a classified's trail naming the city again under its municipal name ('Halifax › City of Halifax'): no neighbourhood", () => {
    const html = `<html><body><main><ol class="breadcrumbs"><li>Home</li><li>Nova Scotia</li><li>Halifax</li><li>City of Halifax</li><li>Real Estate</li></ol>
      <h1>Sunny one bedroom</h1><p>88 Young St, Halifax, NS B3K 2V3</p><p>$1,600 / month</p></main></body></html>`;
    expect(facts(html)?.neighbourhood ?? null).toBeNull();
  });

  it("a luxury portal's trail ending on the home's kind ('… › Mont-Tremblant › Chalets'): no neighbourhood", () => {
    const html = `<html><body><main><ol class="breadcrumbs"><li>Real Estate</li><li>Canada</li><li>Quebec</li><li>Mont-Tremblant</li><li>Chalets</li></ol>
      <h1>Log chalet by the lake</h1><p class="loc">Mont-Tremblant, Quebec, Canada</p><p>$2,400,000</p></main></body></html>`;
    const got = facts(html);
    expect([got?.address.city, got?.neighbourhood ?? null]).toEqual(["Mont-Tremblant", null]);
  });

  it("a description putting the flat 'in the West End, Vancouver': the compass quarter of the city is the neighbourhood", () => {
    const html = `<html><head><meta name="description" content="One bedroom in the West End, Vancouver. Walk to the seawall."></head><body><main>
      <h1>One bedroom near the seawall</h1><p>1290 Pendrell St, Vancouver, BC V6E 1L8</p><p>$2,450 / month</p></main></body></html>`;
    expect(facts(html)?.neighbourhood).toBe("West End");
  });

  it("a compass quarter with no town after it ('in the South End.'): not read", () => {
    const html = `<html><body><main><h1>Two bedroom flat</h1><p>77 Tower Rd, Halifax, NS B3H 2X9</p><p>$1,900 / month</p>
      <p>A quiet flat in the South End. Heat included.</p></main></body></html>`;
    expect(facts(html)?.neighbourhood ?? null).toBeNull();
  });

  it("a headline setting the home on a hill ('Timber home on Sunset Ridge'): the neighbourhood the rise names", () => {
    const html = `<html><head><meta name="description" content="Timber home on Sunset Ridge. Four bedrooms, mountain views."></head><body><main>
      <h1>Timber home on Sunset Ridge</h1><p class="loc">Kimberley, British Columbia, Canada</p><p>$1,150,000</p></main></body></html>`;
    expect(facts(html)?.neighbourhood).toBe("Sunset Ridge");
  });

  it("a description setting the home at its street ('Located at 41 Harbour View Road, this cottage …'): the street", () => {
    const html = `<html><body><main><h1>Seaside cottage</h1><p class="loc">Chester, Nova Scotia, Canada</p><p>$649,000</p>
      <p>Located at 41 Harbour View Road, this cottage looks over the islands of Mahone Bay.</p></main></body></html>`;
    const got = facts(html);
    expect([got?.address.street, got?.address.city]).toEqual(["41 Harbour View Road", "Chester"]);
  });

  it("a German portal's 'Stadtteil' row over its value: the neighbourhood", () => {
    const html = `<html lang="de"><body><main><h1>Haus mit Garten</h1><p>1120 Linden Ave, V8V 4H5 Victoria, Britisch-Kolumbien, Kanada</p><p>1.190.000 CAD</p>
      <dl><dt>Stadtteil</dt><dd>Fairfield</dd><dt>Gemeinde</dt><dd>Victoria</dd></dl></main></body></html>`;
    expect(facts(html)?.neighbourhood).toBe("Fairfield");
  });

  it("a German portal's address, the postal code before the town and the province and country in German: the town and province", () => {
    const html = `<html lang="de"><body><main><h1>Haus mit Garten</h1><p>1120 Linden Ave, V8V 4H5 Victoria, Britisch-Kolumbien, Kanada</p><p>1.190.000 CAD</p></main></body></html>`;
    const got = facts(html);
    expect([got?.address.street, got?.address.city, got?.address.province, got?.postalCode, got?.neighbourhood ?? null]).toEqual(["1120 Linden Ave", "Victoria", "BC", "V8V 4H5", null]);
  });

  it("an Italian portal's heading with the flat's kind before the street ('Bilocale 15 Harbour Street, …'): the street alone", () => {
    const html = `<html lang="it"><body><main><h1>Bilocale 15 Harbour Street, Kingston, Ontario</h1><p>€ 289.000</p></main></body></html>`;
    const got = facts(html);
    expect([got?.address.street, got?.address.city]).toEqual(["15 Harbour Street", "Kingston"]);
  });

  it("a town merged into Québec in 2002 ('…, Cap-Rouge, QC'): Québec is the city, Cap-Rouge the neighbourhood", () => {
    const html = `<html><body><main><h1>Condo avec vue sur le fleuve</h1><p>2195 Rue Gérard-Morisset, Cap-Rouge, QC G1Y 1X1</p><p>389 000 $</p></main></body></html>`;
    const got = facts(html);
    expect([got?.address.city, got?.neighbourhood]).toEqual(["Québec", "Cap-Rouge"]);
  });
});
