/** Text folded to its words: lower case, without accents, each run of other characters one space, trimmed. */
export const folded = (s: string): string => s.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[^a-z0-9]+/g, " ").trim();

/**
 * Folded text with a space at each end, for finding one text's words in another's so that a search matches whole
 * words only (" 61 young street " in " 61 young street halifax ns ", never in " 161 young street ").
 */
export const foldedWords = (s: string): string => ` ${folded(s)} `;

/** Folded text with its words run together, a key under which "Côte-des-Neiges" and "cote des neiges" are one. */
export const foldedKey = (s: string): string => folded(s).replace(/ /g, "");
