/** The traps of the fifty-ninth held-out corpus's misses, each in a small page of its own. */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/59") => extractFromHtml(html, url).structuredData;
const json = (id: string, data: unknown): string => `<script id="${id}" type="application/json">${JSON.stringify(data)}</script>`;

describe("listing page traps (held-out corpus 59)", () => {
  it("a plex's description gives one unit's rooms in parentheses after its size: no total bedrooms", () => {
    const html = `<html lang="fr"><body><main><p>Duplex à vendre</p><h1>4410-4412, rue Fabre</h1><p>829 000 $</p><p>Beau duplex. Le 6 ½ du haut (3 chambres, bureau) sera libre; le 4 ½ du bas est loué à 1 150 $ par mois.</p></main></body></html>`;
    expect(facts(html)?.bedrooms ?? null).toBeNull();
  });

  it("a French sheet in a JSON script names the Centris® number, address, ville, quartier and courtier", () => {
    const sheet = { centris: "12345678", prix: 689000, adresse: "2210-2214, rue Holt", ville: "Montréal", quartier: "Villeray", codePostal: "H2G 1X4", courtier: "Annie Gagnon" };
    const html = `<html lang="fr"><body><main><p>Duplex à vendre</p><p>689 000 $</p></main>${json("fiche", sheet)}</body></html>`;
    const got = facts(html);
    expect([got?.mlsNumber, got?.address?.street, got?.address?.city, got?.neighbourhood, got?.listingAgentName]).toEqual(["12345678", "2210-2214, rue Holt", "Montréal", "Villeray", "Annie Gagnon"]);
  });

  it("a state's agent record with BC's designation after the name: the person's name alone", () => {
    const state = { mls: "R3099999", price: 649000, beds: 1, baths: 1, agents: [{ name: "Tomas Berg, PREC*" }] };
    const html = `<html><body><main><h1>#210 - 88 W 2nd Street</h1><p>$649,000</p></main><script>window.__LISTING__ = ${JSON.stringify(state)};</script></body></html>`;
    expect(facts(html)?.listingAgentName).toBe("Tomas Berg");
  });

  it("the heading's '#407 - 1633 Lonsdale Ave' over a details row in the board's side-by-side form", () => {
    const html = `<html><body><main><h1>#312 - 2150 Marine Drive</h1><p>$725,000</p><dl><dt>Address</dt><dd>312 2150 MARINE DRIVE, West Vancouver, BC V7V 1K1</dd></dl></main></body></html>`;
    expect(facts(html)?.address?.street).toBe("#312 - 2150 Marine Drive");
  });

  it("an Alberta builder's 'Paired Home' type is semi-detached", () => {
    const state = { state: { home: { address: "14 Sage Row SE", price: 529900, beds: 3, baths: 2.5, type: "Paired Home" } } };
    const html = `<html><body><main><h1>14 Sage Row SE</h1><p>$529,900</p></main><script>window.__NUXT__ = ${JSON.stringify(state)};</script></body></html>`;
    expect(facts(html)?.propertyKind).toBe("semi-detached");
  });

  it("a French unit's coordinates in its own 'carte' object", () => {
    const unit = { unite: "305", prix: 399900, carte: { lat: 46.81234, lng: -71.21456 } };
    const html = `<html lang="fr"><body><main><h1>Unité 305</h1><p>399 900 $ + taxes</p></main>${json("unite-data", unit)}</body></html>`;
    expect(facts(html)?.geo).toEqual({ lat: 46.81234, lng: -71.21456 });
  });

  it("a classified's heading that leads with its bedrooms, then its kind: '2 bdrm mobile home in …'", () => {
    const html = `<html><head><title>2 bdrm mobile home in Takhini — $149,000 | Classifieds</title></head><body><main><h1>2 bdrm mobile home in Takhini</h1><p>$149,000</p><p>Ad #5512 · Whitehorse, YT</p></main></body></html>`;
    expect(facts(html)?.propertyKind).toBe("mobile");
  });
});
