/**
 * The traps of the seventy-sixth to seventy-ninth held-out corpora's misses on the listing agent and the brokerage (a
 * firm's branch after its "inc.", a French card's "Maison de courtage" label, French sidebars of the listing's broker,
 * a broker named in a description's sentence or signature), each in a small page of its own.
 */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/fiche/7679") => extractFromHtml(html, url).structuredData;
const pair = (html: string): [string | null, string | null] => {
  const got = facts(html);
  return [got?.listingAgentName ?? null, got?.brokerageName ?? null];
};

const FOOTER = `<footer><p>Groupe Rive-Nord inc., agence immobilière</p><p>© 2025 Tous droits réservés</p></footer>`;

describe("listing page traps (held-out corpora 76–79: agent and brokerage)", () => {
  it("the agency's own block under the team's cards ('Firm inc. – Bureau de Repentigny', 'Agence immobilière'): that firm without its branch, not the footer's designated name", () => {
    const html = `<html><body><main><h1>Condo à vendre – 12, rue Notre-Dame, Repentigny</h1><p>319 000 $</p><section class="xyz-equipe"><h2>Équipe Gravel</h2><div class="xyz-courtier"><p class="nom">Annie Gravel</p><p>Courtier immobilier résidentiel</p><p>450 555-0141</p></div><div class="xyz-courtier"><p class="nom">Luc Bérubé</p><p>Courtier immobilier résidentiel</p><p>450 555-0142</p></div><p class="xyz-agence">Groupe Rive-Nord inc. – Bureau de Repentigny<br>Agence immobilière<br>80, boulevard Brien, Repentigny (Québec) J6A 5K8</p></section></main>${FOOTER}</body></html>`;
    expect(pair(html)).toEqual(["Annie Gravel", "Groupe Rive-Nord inc."]);
  });

  it("a card's 'Maison de courtage : Firm Inc.' line: the firm, never its label", () => {
    const html = `<html><body><main><h1>Maison en rangée – 88, croissant Tenth Line, Orléans</h1><p>549 900 $</p><div class="agent-detail-wrap"><ul><li class="agent-name">Mireille Gagnon</li><li>Courtière immobilière / Sales Representative</li><li><span>Maison de courtage :</span> Capitale Est Realty Inc.</li><li>Cell. 613 555-0190</li></ul></div></main></body></html>`;
    expect(pair(html)).toEqual(["Mireille Gagnon", "Capitale Est Realty Inc."]);
  });

  it("a sidebar classed as the sheet's broker under the site's prefix ('abc-fiche__courtier'): its broker and agency", () => {
    const html = `<html><body><main><h1>Penthouse – 400, rue de la Couronne, Québec</h1><p>1 090 000 $</p></main><aside class="abc-fiche__courtier"><p class="nom">Hugo Lapointe</p><p>Courtier immobilier résidentiel</p><p>Immeubles Cap-Diamant inc.</p><p>Agence immobilière</p><p>418 555-0170</p></aside></body></html>`;
    expect(pair(html)).toEqual(["Hugo Lapointe", "Immeubles Cap-Diamant inc."]);
  });

  it("a woman broker's sidebar ('xyz-courtiere'): her card, as a 'xyz-courtier' card is", () => {
    const html = `<html><body><main><h1>Bungalow – 15, rue Acadie, Shediac</h1><p>289 000 $</p></main><aside class="xyz-courtiere"><p class="nom">Josée Cormier</p><p>Courtière immobilière / REALTOR®</p><p>Immobilier Littoral Ltée</p><p>Cell. 506 555-0177</p></aside></body></html>`;
    expect(pair(html)).toEqual(["Josée Cormier", "Immobilier Littoral Ltée"]);
  });

  it("a sidebar of the listing's two brokers' cards with their agency's own line ('xy-agents' with 'xy-agence'): the first broker and the agency", () => {
    const html = `<html><body><main><h1>Duplex – 410, rue Wellington, Montréal</h1><p>899 000 $</p></main><aside class="xy-agents"><div class="xy-agent"><h3>Mélanie Ouellet</h3><p>Courtier immobilier résidentiel et commercial</p><p>514 555-0150</p></div><div class="xy-agent"><h3>Simon Drouin</h3><p>Courtier immobilier résidentiel</p><p>514 555-0151</p></div><p class="xy-agence">Immobilier Canal inc.<br>Agence immobilière – Bureau de Pointe-Saint-Charles</p></aside></body></html>`;
    expect(pair(html)).toEqual(["Mélanie Ouellet", "Immobilier Canal inc."]);
  });

  it("a sidebar roster of the site's brokers with no agency of their own ('xy-agents', 'Nos courtiers'): no agent", () => {
    const html = `<html><body><main><h1>Duplex – 410, rue Wellington, Montréal</h1><p>899 000 $</p></main><aside class="xy-agents"><h3>Nos courtiers</h3><div class="xy-agent"><h3>Mélanie Ouellet</h3><p>Courtier immobilier</p></div><div class="xy-agent"><h3>Simon Drouin</h3><p>Courtier immobilier</p></div></aside>${FOOTER}</body></html>`;
    expect(pair(html)).toEqual([null, null]);
  });

  it("a visit's caption with the broker's name, title and phone ('Pour une visite : Name, courtier, 705 555-0119'): the broker", () => {
    const html = `<html><body><main><h1>Maison – 9, rue Front, Kapuskasing</h1><p>Prix : 219 000 $</p><p><b>Pour une visite :</b> Marcel Tremblay, courtier, 705 555-0133<br><b>Agence :</b> Nord Boréal Ltée</p></main></body></html>`;
    expect(facts(html)?.listingAgentName).toBe("Marcel Tremblay");
  });

  it("a description's signature 'Call or text Name, Sales Representative' over the firm's line: the agent and that firm", () => {
    const html = `<html><body><main><h1>3 Bed Townhouse - Forest Heights</h1><p>$549,000</p><p>Bright end unit backing onto a park. 3 bedrooms, 2 baths.</p><p>Call or text Priya Raman, Sales Representative<br>Conestoga Ridge Realty Inc., Brokerage<br>519-555-0188 · 200 King St W, Kitchener</p></main></body></html>`;
    expect(pair(html)).toEqual(["Priya Raman", "Conestoga Ridge Realty Inc., Brokerage"]);
  });

  it("a French sentence entrusting the sale ('La vente est confiée à Name, courtier immobilier, Firm inc. – Bureau de …'): the broker, and the firm with its 'inc.'", () => {
    const html = `<html><body><main><h1>Chalet – chemin du Lac-Caché, Labelle</h1><p>689 000 $</p><section class="visite"><h2>Pour visiter</h2><p>La vente est confiée à Rémi Charbonneau, courtier immobilier résidentiel, Les Immeubles Hautes-Laurentides inc. – Bureau de Labelle. No Centris 12345678.</p></section></main></body></html>`;
    expect(pair(html)).toEqual(["Rémi Charbonneau", "Les Immeubles Hautes-Laurentides inc."]);
  });
});
