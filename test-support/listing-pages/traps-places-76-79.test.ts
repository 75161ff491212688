/**
 * The traps of the seventy-sixth to seventy-ninth held-out corpora's misses on the price, the kind and the place (a
 * price history's rows, a town's lot priced "taxes en sus" over a deposit, a French address ending on "(Québec)", a
 * seller's PO box, a breadcrumb's own page, a Quebec region in an embedded state, a French business's financial rows),
 * each in a small page of its own.
 */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/76") => extractFromHtml(html, url).structuredData;

describe("listing page traps (held-out corpora 76–79: price, kind and places)", () => {
  it("a price history's rows, one cell a line ('Jun 2, 2025', 'Listed', '$749,000'): the event is no price label, the header's price stands", () => {
    const html = `<html><body><main><h1>88 Alder Lane</h1><p class="price">$729,000 <span>↓ $20,000</span></p><p>Kamloops, BC V2C 1A1</p><h2>History</h2><table><tr><th>Date</th><th>Event</th><th>Price</th></tr><tr><td>Jun 2, 2025</td><td>Listed</td><td>$749,000</td></tr><tr><td>Jan 9, 2019</td><td>Sold</td><td>$512,000</td></tr></table></main></body></html>`;
    expect(facts(html)?.price?.amount).toBe(729000);
  });

  it("a French price with its taxes on top ('38 750 $ (taxes en sus)') is the price, not a tax's figure", () => {
    const html = `<html lang="fr"><body><main><h1>Terrain no 3 – rue des Pins</h1><p>Superficie : 1 200 m²</p><p><strong>38 750 $</strong> (taxes en sus)</p><p>Acompte exigé à l'offre : 10 % du prix.</p><p>Construction d'une valeur minimale de 250 000 $ exigée.</p></main></body></html>`;
    expect(facts(html)?.price?.amount).toBe(38750);
  });

  it("a figure under a deposit's label ('Dépôt à l'offre' over '25 000 $ (10 %)') is no price; the offer's figure after it is", () => {
    const html = `<html lang="fr"><body><main><h1>Terrain no 3</h1><table><tr><th>Dépôt à l'offre</th><td>25 000 $ (10 %)</td></tr></table><p>Terrain boisé offert à 250 000 $, négociable.</p></main></body></html>`;
    expect(facts(html)?.price?.amount).toBe(250000);
  });

  it("a Québec seller's 'Prix de vente' row is the asking price, over a figure before it", () => {
    const html = `<html lang="fr"><body><main><h1>Terrain no 3</h1><p>Valeur minimale de la résidence à construire 250 000 $</p><table><tr><th>Prix de vente</th><td>38 750 $</td></tr></table></main></body></html>`;
    expect(facts(html)?.price?.amount).toBe(38750);
  });

  it("a French 'Genre' row ('Maison 1 ½ étage') names the kind", () => {
    const html = `<html lang="fr"><body><main><h1>12, rue Prince, Hearst</h1><p>189 000 $</p><table><tr><td>Genre</td><td>Maison 1 ½ étage</td></tr><tr><td>Chambres</td><td>3</td></tr></table></main></body></html>`;
    expect(facts(html)?.propertyKind).toBe("house");
  });

  it("a lot's label over its size in a facts table ('Terrain' over '75 pi x 120 pi') near the bedrooms is no badge naming land", () => {
    const html = `<html lang="fr"><body><main><h1>12, rue Prince, Hearst</h1><p>189 000 $</p><table><tr><td>Chambres</td><td>3 chambres (1 au sous-sol)</td></tr><tr><td>Superficie</td><td>1 100 pi ca</td></tr><tr><td>Terrain</td><td>75 pi x 120 pi</td></tr></table></main></body></html>`;
    expect(facts(html)?.propertyKind ?? null).not.toBe("land");
  });

  it("a French business broker's financial rows ('Chiffre d'affaires (2024)', 'BAIIA normalisé'): a business for sale", () => {
    const html = `<html lang="fr"><body><main><h1>Boulangerie artisanale – Shawinigan</h1><p>189 000 $ + inventaire</p><table><tr><th>Chiffre d'affaires (2024)</th><td>610 000 $</td></tr><tr><th>BAIIA normalisé</th><td>88 000 $</td></tr><tr><th>Loyer</th><td>2 100 $ / mois</td></tr></table></main></body></html>`;
    expect(facts(html)?.propertyKind).toBe("business");
  });

  it("a French address ending on its province in brackets with no postal code ('…, Val-des-Lacs (Québec)'): street, town and province", () => {
    const html = `<html lang="fr"><body><main><h1>Terrain no 7</h1><table><tr><th>Adresse projetée</th><td>88, chemin des Cerisiers, Val-des-Lacs (Québec)</td></tr><tr><th>Prix</th><td>42 000 $</td></tr></table></main></body></html>`;
    const got = facts(html);
    expect([got?.address.street, got?.address.city, got?.address.province]).toEqual(["88, chemin des Cerisiers", "Val-des-Lacs", "QC"]);
  });

  it("the seller's post office box for offers ('PO Box 77, Tweed ON K0K 3J0') gives the land no postal code", () => {
    const html = `<html><body><main><h1>50 acres – Lot 4 Conc 6</h1><p>$64,900</p><p>Lot 4 Conc 6, Tudor and Cashel, ON</p><p>Mixed bush with a trail to a pond. Written offers to PO Box 77, Tweed ON K0K 3J0 or call evenings.</p></main></body></html>`;
    expect(facts(html)?.postalCode ?? null).toBeNull();
  });

  it("a title's place after a dash that the French text puts the lot 'dans le' ('Terrain no 4 – Domaine des Pins'): the neighbourhood", () => {
    const html = `<html lang="fr"><head><title>Terrain no 4 – Domaine des Pins | Terrains à vendre | Ville de Val-des-Lacs</title></head><body><main><h1>Terrain no 4 – Domaine des Pins</h1><p>La Ville vend des terrains desservis dans le Domaine des Pins, phase 2.</p><table><tr><th>Adresse</th><td>14, rue des Pins, Val-des-Lacs (Québec)</td></tr><tr><th>Prix</th><td>31 000 $</td></tr></table></main></body></html>`;
    expect(facts(html)?.neighbourhood).toBe("Domaine des Pins");
  });

  it("condos.ca: the breadcrumb's item for the page itself (aria-current) is no place above it", () => {
    const html = `<html><body><nav class="Breadcrumbs"><ol><li><a href="#">Toronto</a></li><li><a href="#">Scarborough</a></li><li><a href="#">Agincourt</a></li><li aria-current="page"><a href="#">Midtown Towers</a></li></ol></nav><h1>Midtown Towers</h1><p>4210 Sheppard Ave E, Toronto, ON</p><p>Prices from $499,900</p></body></html>`;
    expect(facts(html, "https://condos.ca/toronto/midtown-towers-4210-sheppard-ave-e")?.neighbourhood).toBe("Agincourt");
  });

  it("condos.ca: the listing's own street at the breadcrumb's end is no place; the neighbourhood above it stands", () => {
    const html = `<html><body><nav class="breadcrumbs"><ol><li><a href="#">Toronto</a></li><li><a href="#">Little Portugal</a></li><li><a href="#">12 Gore Vale Ave</a></li></ol></nav><h1>12 Gore Vale Ave</h1><p>$1,495,000</p></body></html>`;
    expect(facts(html, "https://condos.ca/toronto/house-12-gore-vale-ave-C12500001")?.neighbourhood).toBe("Little Portugal");
  });

  it("an embedded state's region that is a Quebec region ({ region: 'Laurentides' }) places the listing in Quebec", () => {
    const html = `<html lang="fr"><body><main><h1>Chalet à vendre</h1><p>Saint-Faustin-Lac-Carré</p><p>329 000 $</p></main><script>window.dataLayer_listing = {"listingId":55120,"price":329000,"city":"Saint-Faustin-Lac-Carré","region":"Laurentides","bedrooms":2};</script></body></html>`;
    expect(facts(html)?.address.province).toBe("QC");
  });
});
