/**
 * Conversion between steps that are not nested. Members save and offer from feed cards without opening the post,
 * and a view is counted once per viewer per day, so a period can hold more saves than post views (7 views and 19
 * saves once showed "271.4%"). A percentage capped at 100% would hide that; the pages show how many of the later
 * step there were for each of the earlier one ("2.71 saves per view"), which reads right above and below 1.
 */
export function perStep(part: number, whole: number): string {
  if (whole <= 0) return "—";
  const ratio = part / whole;
  return ratio >= 10 ? ratio.toFixed(0) : ratio.toFixed(2);
}
