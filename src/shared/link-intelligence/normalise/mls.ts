/**
 * MLS® numbers as Canadian boards issue them: a letter prefix and digits (TRREB C/E/N/S/W/X + 7 or 8 digits,
 * Greater Vancouver R2 + 6, Calgary A + 7, Edmonton E + 7, Saskatchewan SK + 6, New Brunswick NB + 6, Hamilton H + 7),
 * Sault Ste. Marie SM + 4 when labelled), or digits only (Centris 8, ITSO 40 + 6, Winnipeg/Nova Scotia/PEI 9 with the year first, Victoria/Okanagan 6 to 8, Yukon 5,
 * Michigan's Realcomp 11 with the year first, the California Desert board's 9 and two letters, Alaska's two-digit year, a dash and 4 to 6 digits).
 * Digits alone are accepted only where the page labels them as an MLS® or Centris number: a site's own listing id
 * (realtor.ca's JSON-LD sku, DuProprio's) is digits too.
 */
export function mlsNumberOf(raw: string | number | null | undefined, labelled: boolean): string | null {
  if (raw === null || raw === undefined) return null;
  const value = String(raw).replace(/[\s#]/g, "").toUpperCase();
  if (/^[A-Z]{1,2}\d{5,9}$/.test(value)) return value;
  if (labelled && /^\d{5,10}$/.test(value)) return value;
  // Michigan's Realcomp: the year, then seven digits ("20251034567"), where the page labels it.
  if (labelled && /^(?:19|20)\d{9}$/.test(value)) return value;
  // A small board's letters and four digits (Sault Ste. Marie's "SM2614"), where the page labels it as an MLS® number.
  if (labelled && /^[A-Z]{2}\d{4}$/.test(value)) return value;
  // Bright MLS's state and county letters before the digits ("MDHW2048216", "VAFX2101234"), where the page labels it.
  if (labelled && /^[A-Z]{4}\d{6,8}$/.test(value)) return value;
  // The California Desert board's nine digits with its area's two letters after them ("219131872PS", "219104556DA"),
  // where the page labels it.
  if (labelled && /^2\d{8}[A-Z]{2}$/.test(value)) return value;
  // Alaska MLS's two-digit year, a dash and the digits ("25-14822"), where the page labels it.
  if (labelled && /^\d{2}-\d{4,6}$/.test(value)) return value;
  return null;
}
