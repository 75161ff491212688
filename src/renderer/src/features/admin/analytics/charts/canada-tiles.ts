/** A tile-grid map of Canada's provinces and territories (column, row), drawn offline. */
export const CANADA_TILES: readonly { code: string; name: string; col: number; row: number }[] = [
  { code: "YT", name: "Yukon", col: 0, row: 0 },
  { code: "NT", name: "Northwest Territories", col: 1, row: 0 },
  { code: "NU", name: "Nunavut", col: 2, row: 0 },
  { code: "NL", name: "Newfoundland and Labrador", col: 6, row: 0 },
  { code: "BC", name: "British Columbia", col: 0, row: 1 },
  { code: "AB", name: "Alberta", col: 1, row: 1 },
  { code: "SK", name: "Saskatchewan", col: 2, row: 1 },
  { code: "MB", name: "Manitoba", col: 3, row: 1 },
  { code: "ON", name: "Ontario", col: 4, row: 1 },
  { code: "QC", name: "Quebec", col: 5, row: 1 },
  { code: "PE", name: "Prince Edward Island", col: 6, row: 1 },
  { code: "NB", name: "New Brunswick", col: 5, row: 2 },
  { code: "NS", name: "Nova Scotia", col: 6, row: 2 },
];

export function provinceName(code: string): string {
  return CANADA_TILES.find((tile) => tile.code === code)?.name ?? code;
}

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
