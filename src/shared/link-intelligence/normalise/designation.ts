/**
 * An agent's designation after the name, one or several: BC's personal real estate corporation ("Dana Wiebe PREC*",
 * "P.R.E.C.", "…, Personal Real Estate Corporation"), the REALTOR® mark ("Ellen MacPhee, REALTOR®"), a licence
 * title after a comma ("Sarah Locke, Broker", "…, Sales Representative"), or the REALTOR® credentials a bio lists after
 * a comma ("Élise Cormier, CRES, ABR", "…, ALC"). No part of the name, wherever the name was
 * read (a card's line, a state's agent record, a schema.org Person).
 */
const DESIGNATION =
  /(?:(?:\s*[,·]\s*|\s+)(?:PREC\*?|P\.R\.E\.C\.?\*?|Personal\s+Real\s+Estate\s+Corporation|REALTOR[®™]?)|\s*,\s*(?:broker|associate\s+broker|sales\s+representative|sales\s+associate|real\s+estate\s+agent)[®™]?|\s*,\s*(?:ABR|ALC|AHWD|C2EX|CCIM|CDPE|CIPS|CLHMS|CNE|CPM|CRB|CRES|CRS|GRI|MRP|PSA|RENE|SFR|SIOR|SRES|SRS)(?![\p{L}\d]))+\s*$/iu;

export const withoutDesignation = (name: string): string => name.replace(DESIGNATION, "").trim();
