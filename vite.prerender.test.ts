import { describe, expect, it } from "vitest";
import { fillTemplate } from "./src/shared/seo/page-template.ts";

const TEMPLATE = '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Real Estate Marketplace</title>\n    <meta name="description" content="x">\n  </head>\n  <body><div id="root"></div></body>\n</html>';

describe("prerendered page in its language (issue 22)", () => {
  it("takes the page's <html lang>, title and hreflang alternates into the template", () => {
    const rendered =
      '<title>Terrains à vendre | Marché immobilier</title><link rel="alternate" hrefLang="en-CA" href="/land"/><link rel="alternate" hrefLang="fr-CA" href="/fr/land"/><div>page</div>';
    const html = fillTemplate(TEMPLATE, rendered, "/fr/land", "fr");
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain("<title>Terrains à vendre | Marché immobilier</title>");
    expect(html).toMatch(/<link rel="alternate" hrefLang="en-CA" href="\/land"\/>\s*<link rel="alternate" hrefLang="fr-CA" href="\/fr\/land"\/>\s*<\/head>/);
    expect(html).toContain('<div id="root" data-prerendered="/fr/land"><div>page</div></div>');
  });

  it("an English page stays lang=en", () => {
    expect(fillTemplate(TEMPLATE, "<title>Land for Sale</title><div>page</div>", "/land")).toContain('<html lang="en">');
  });
});
