/**
 * A tile-grid map of Canada's provinces and territories (column, row), drawn offline. Their names, in the reader's
 * language, are provinceName's (src/shared/format/locale-format.ts).
 */
export const CANADA_TILES: readonly { code: string; col: number; row: number }[] = [
  { code: "YT", col: 0, row: 0 },
  { code: "NT", col: 1, row: 0 },
  { code: "NU", col: 2, row: 0 },
  { code: "NL", col: 6, row: 0 },
  { code: "BC", col: 0, row: 1 },
  { code: "AB", col: 1, row: 1 },
  { code: "SK", col: 2, row: 1 },
  { code: "MB", col: 3, row: 1 },
  { code: "ON", col: 4, row: 1 },
  { code: "QC", col: 5, row: 1 },
  { code: "PE", col: 6, row: 1 },
  { code: "NB", col: 5, row: 2 },
  { code: "NS", col: 6, row: 2 },
];

/** Sequential fill from light to dark blue by share of the maximum; grey for none. */
export function tileFill(count: number, max: number): string {
  if (count <= 0 || max <= 0) return "#e5e7eb";
  const t = Math.min(1, count / max);
  const light = [219, 234, 254];
  const dark = [30, 58, 138];
  const mix = light.map((channel, index) => Math.round(channel + ((dark[index] ?? channel) - channel) * t));
  return `rgb(${mix.join(", ")})`;
}

/** Text colour with enough contrast on a tile. */
export function tileText(count: number, max: number): string {
  return max > 0 && count / max > 0.45 ? "#ffffff" : "#111827";
}
