/**
 * The traps of the eighty-ninth to ninety-second held-out corpora's misses on the listing agent and the brokerage (a
 * portal's own agent offered under "Get help from a … agent", a woman listing broker's label, a title's words read as a
 * name, an IDX credit with the agent in its next sentence, an MLS® number after the credited firm, two agents' cards
 * above their firm, a portal's advertiser block in French, German and Italian, a marketplace's "dealer" record, a
 * bilingual agent record, an agency's box on a portal, a RealEstateAgent named as the agency), each in a small page of
 * its own, with the pages where the rule must not reach.
 */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.com/listing/8992") => extractFromHtml(html, url).structuredData;
const pair = (html: string, url?: string): [string | null, string | null] => {
  const got = facts(html, url);
  return [got?.listingAgentName ?? null, got?.brokerageName ?? null];
};
const ld = (value: unknown): string => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
const nextData = (value: unknown): string => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(value)}</script>`;
const page = (body: string, head = "<title>31 Tern Court, Kanata | Example</title>"): string =>
  `<html><head>${head}</head><body><main><h1>31 Tern Court</h1><p>$612,000</p><p>3 Beds · 2 Baths · 1,480 sq ft</p>${body}</main></body></html>`;

describe("listing page traps (held-out corpora 89–92: agent and brokerage)", () => {
  it("a portal's sidebar offering its own agent ('Get help from a Homefinder agent'), the listing's firm in a labelled row: no agent, that firm", () => {
    const html = page(`<dl><dt>Listing Brokerage</dt><dd>Carp River Realty Inc., Brokerage</dd></dl></main><aside class="hf-agent"><h3>Get help from a Homefinder agent</h3><p class="hf-agent__name">Jordan Pike</p><p class="hf-agent__title">Salesperson</p><p class="hf-agent__firm">Homefinder Realty Inc., Brokerage</p></aside><main>`);
    expect(pair(html)).toEqual([null, "Carp River Realty Inc., Brokerage"]);
  });

  it("a woman listing broker's label with her name and the firm after a comma ('Courtière inscriptrice : Name, Firm ltée'): the broker and the firm", () => {
    const html = page(`<section><h2>Inscription</h2><p>Courtière inscriptrice : <strong>Josée Arsenault-Roy</strong>, Immobilier Baie-des-Chaleurs ltée</p><p>Courtier responsable : Marc Doiron</p></section>`);
    expect(pair(html)).toEqual(["Josée Arsenault-Roy", "Immobilier Baie-des-Chaleurs ltée"]);
  });

  it("a team roster's title line with the REALTOR® mark after a comma ('Team Lead, REALTOR®'): no one's name", () => {
    const html = page(`<section class="roster"><h2>Our Team</h2><p>Lena Fudge</p><p>Team Lead, REALTOR®</p><p>709-555-0160</p></section>`);
    expect(facts(html)?.listingAgentName ?? null).toBeNull();
  });

  it("an IDX credit of the firm with the agent under the agent's own label in its next sentence, on a long line: the agent and the firm", () => {
    const html = page(`<div class="courtesy">Listing provided courtesy of Gander Bay Realty. Listing agent: Owen Blackmore. Data from the Newfoundland and Labrador Association of REALTORS® MLS® System, deemed reliable.</div>`);
    expect(pair(html)).toEqual(["Owen Blackmore", "Gander Bay Realty"]);
  });

  it("the same credit on a short line ('Listing provided courtesy of Firm. Listing agent: Name.'): the agent and the firm", () => {
    const html = page(`<div class="courtesy">Listing provided courtesy of Gander Bay Realty. Listing agent: Owen Blackmore.</div>`);
    expect(pair(html)).toEqual(["Owen Blackmore", "Gander Bay Realty"]);
  });

  it("an IDX credit of the firm with the listing's MLS® number after a dot ('Listing courtesy of Firm Ltd. · MLS® R2990011'): the firm alone", () => {
    const html = page(`<p class="credit">Listing courtesy of Cheakamus Peak Realty Ltd. · MLS® R2990011. Information deemed reliable but not guaranteed.</p>`);
    expect(facts(html)?.brokerageName).toBe("Cheakamus Peak Realty Ltd.");
  });

  it("two agents' cards under the block's heading, each with the title and phone on lines of their own, then their firm: the first agent and that firm", () => {
    const html = page(`<section><h2>Listed By</h2><div class="person"><p>Noor Haddad</p><p>Residential Real Estate Broker</p><p><a href="tel:+15145550111">+1 514-555-0111</a></p></div><div class="person"><p>Paul Brisson</p><p>Real Estate Broker</p><p><a href="tel:+15145550112">+1 514-555-0112</a></p></div><div class="firm"><p>Groupe Immobilier Lachine inc.</p><p>400 rue Notre-Dame, Lachine, QC H8S 2B2</p></div></section>`);
    expect(pair(html)).toEqual(["Noor Haddad", "Groupe Immobilier Lachine inc."]);
  });

  it("the same two agents with their title and phone on one line each ('Sales Representative · 204-555-0128'): that firm", () => {
    const html = page(`<section><h3>Listing Agents</h3><p>Erin Toews</p><p>Sales Representative · 204-555-0128</p><p>Kyle Penner</p><p>Sales Representative · 204-555-0129</p></section><p><strong>Assiniboine Park Realty</strong><br>1200 Grant Avenue<br>Winnipeg, MB R3M 2A1</p>`);
    expect(pair(html)).toEqual(["Erin Toews", "Assiniboine Park Realty"]);
  });

  it("two agents' cards with an address, not a firm, under them: no firm", () => {
    const html = page(`<section><h2>Listed By</h2><p>Noor Haddad</p><p>Real Estate Broker</p><p>Paul Brisson</p><p>Real Estate Broker</p><p>400 rue Notre-Dame, Lachine, QC H8S 2B2</p></section>`);
    expect(pair(html)).toEqual(["Noor Haddad", null]);
  });

  it("a German portal's advertiser block ('Anbieter', the firm, 'Ansprechpartner: Name'): the contact person and the firm", () => {
    const html = page(`<section class="expose"><h2>Anbieter</h2><p>Cowichan Shore Realty Ltd.</p><p>Ansprechpartner: Ingrid Solberg</p><p>12 Station St, Duncan, BC V9L 1M4, Kanada</p></section>`);
    expect(pair(html)).toEqual(["Ingrid Solberg", "Cowichan Shore Realty Ltd."]);
  });

  it("a French portal's advertiser block ('Annonceur', the firm with its designation, the broker with the title): the firm", () => {
    const html = page(`<section class="annonce"><h2>Annonceur</h2><p>Immobilier Vallée-de-la-Rouge inc., agence immobilière</p><p>Martine Lévesque-Roy, courtier immobilier résidentiel</p></section>`);
    expect(pair(html)).toEqual(["Martine Lévesque-Roy", "Immobilier Vallée-de-la-Rouge inc., agence immobilière"]);
  });

  it("a private seller under the advertiser's heading ('Annonceur', 'Particulier'): no firm", () => {
    const html = page(`<section class="annonce"><h2>Annonceur</h2><p>Particulier</p><p>Membre depuis 2021</p></section>`);
    expect(facts(html)?.brokerageName ?? null).toBeNull();
  });

  it("an Italian portal's advertiser block ('Agenzia', the firm, 'Name — courtier immobilier'): the broker under the firm", () => {
    const html = page(`<section class="ag"><h2>Agenzia</h2><p>Immobilier Haute-Ville inc.</p><p>Sylvain Bérubé — courtier immobilier</p><p>22 rue Saint-Jean, Québec, QC G1R 1N4</p></section>`);
    expect(pair(html)).toEqual(["Sylvain Bérubé", "Immobilier Haute-Ville inc."]);
  });

  it("a name under the advertiser's firm with no title: not taken for its agent", () => {
    const html = page(`<section class="ag"><h2>Agenzia</h2><p>Immobilier Haute-Ville inc.</p><p>Sylvain Bérubé</p></section>`);
    expect(pair(html)).toEqual([null, "Immobilier Haute-Ville inc."]);
  });

  it("a luxury marketplace's listing record naming its agency as the 'dealer' ({ dealer: { name, agent } }): the agent and the agency", () => {
    const state = { props: { pageProps: { listing: { id: 5501, price: { amount: 2950000, currency: "CAD" }, bedrooms: 4, bathrooms: 4, yearBuilt: 2011, location: { city: "Canmore", region: "Alberta" }, dealer: { id: 77, name: "Three Sisters Alpine Realty Ltd.", agent: "Marta Kowalczyk", phone: "+1 403-555-0140" } }, similar: [{ id: 5502, price: { amount: 2400000 }, bedrooms: 3 }] } } };
    const html = `<html><head><title>Mountain home in Canmore | Example</title></head><body><main><h1>Mountain home in Canmore</h1></main>${nextData(state)}</body></html>`;
    expect(pair(html)).toEqual(["Marta Kowalczyk", "Three Sisters Alpine Realty Ltd."]);
  });

  it("a bilingual site's agent record with the name under a language's key and the firm as its company ({ nameEn, nameZh, company }): the agent and the firm", () => {
    const state = { props: { pageProps: { listing: { id: 9012, price: 1890000, bedrooms: 5, bathrooms: 4, yearBuilt: 2005, address: { line1: "4471 Garry Street", city: "Richmond", province: "BC" }, agent: { nameEn: "Grace Tsang", nameZh: "曾美華", company: "Steveston Harbour Realty Ltd." } } } } };
    const html = `<html><head><title>4471 Garry Street | Example</title></head><body><main><h1>4471 Garry Street</h1></main>${nextData(state)}</body></html>`;
    expect(pair(html)).toEqual(["Grace Tsang", "Steveston Harbour Realty Ltd."]);
  });

  it("a portal's agency box in a sidebar ('agency-box': the firm, 'Contact: Name, Broker'): the agent and the firm", () => {
    const html = page(`</main><aside class="agency-box"><h3>Agency</h3><p class="agency-box__name">Georgian Bay Shoreline Realty Inc., Brokerage</p><p class="agency-box__contact">Contact: Wren Halvorsen, Broker</p><p>Offices: 12 Bay St, Midland, ON L4R 1K4</p></aside><main>`);
    expect(pair(html)).toEqual(["Wren Halvorsen", "Georgian Bay Shoreline Realty Inc., Brokerage"]);
  });

  it("a JSON-LD seller typed RealEstateAgent but named as the agency, the agent in a labelled line: the page's agent, the agency the firm", () => {
    const head = `<title>31 Tern Court, Kanata | Example</title>${ld({ "@context": "https://schema.org", "@type": "Offer", price: 612000, priceCurrency: "CAD", seller: { "@type": "RealEstateAgent", name: "Huron Lakeside Realty Inc., Brokerage" } })}`;
    const html = page(`<p>Listed by: Corinne Bastien</p>`, head);
    expect(pair(html)).toEqual(["Corinne Bastien", "Huron Lakeside Realty Inc., Brokerage"]);
  });

  it("a JSON-LD seller typed RealEstateAgent named as a person: still the agent", () => {
    const head = `<title>31 Tern Court, Kanata | Example</title>${ld({ "@context": "https://schema.org", "@type": "Offer", price: 612000, priceCurrency: "CAD", seller: { "@type": "RealEstateAgent", name: "Corinne Bastien" } })}`;
    expect(facts(page("", head))?.listingAgentName).toBe("Corinne Bastien");
  });
});
