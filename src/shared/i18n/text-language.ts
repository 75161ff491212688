import type { Locale } from "./locales.ts";

// Words frequent in listings of one language and rare in the other's (no "a", "on", "de": both languages use them).
const FRENCH = new Set("le la les des du une et est avec pour dans au aux sur à vendre maison chambre chambres salle bain cuisine terrain près très".split(" "));
const ENGLISH = new Set("the and with for in of to is this home house bedroom bedrooms bath kitchen sale near very".split(" "));

/**
 * The language a listing was written in, guessed from its words (posts store none): French function words and
 * accented letters against English function words. Null when the text gives no lead (too short, or a tie).
 */
export function textLanguage(text: string): Locale | null {
  let score = (text.match(/[àâçéèêëîïôûùœ]/gi)?.length ?? 0) / 2;
  for (const word of text.toLowerCase().split(/[^\p{L}]+/u)) score += FRENCH.has(word) ? 1 : ENGLISH.has(word) ? -1 : 0;
  return score >= 1 ? "fr" : score <= -1 ? "en" : null;
}
