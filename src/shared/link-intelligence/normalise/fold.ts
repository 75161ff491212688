/**
 * Text folded to its words, for finding one text's words in another's: lower case, without accents, each run of other
 * characters one space, with a space at each end so that a search matches whole words only (" 61 young street " in
 * " 61 young street halifax ns ", never in " 161 young street ").
 */
export const foldedWords = (s: string): string => ` ${s.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[^a-z0-9]+/g, " ").trim()} `;
