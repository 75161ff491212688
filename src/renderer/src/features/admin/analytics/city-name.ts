/**
 * A city as the analytics RPCs group it (PostgreSQL's initcap, which starts a new word after any non-letter) read as
 * people write it: "St. John'S" -> "St. John's". A single letter after an apostrophe at the end of a word is the
 * possessive or a contraction and stays small; a longer word keeps its capital ("L'Assomption", "D'Iberville").
 */
export function cityName(city: string): string {
  return city.replace(/(['’])(\p{Lu})(?![\p{L}])/gu, (_, apostrophe: string, letter: string) => `${apostrophe}${letter.toLowerCase()}`);
}
