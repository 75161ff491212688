/** Prices (spec §9): a dollar sign and thousands separators; the manual price is preferred over the listing price. */

const USD = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 2, minimumFractionDigits: 0 });

/** The number a price text holds ("$1,299,000" -> 1299000), or null when it holds none. */
export function parsePrice(raw: string | number | null | undefined): number | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === "number") return Number.isFinite(raw) ? raw : null;
  const digits = raw.replace(/[^0-9.]/g, "");
  if (!/\d/.test(digits)) return null;
  const value = Number.parseFloat(digits);
  return Number.isFinite(value) ? value : null;
}

/** "$1,234,567" (cents kept when present); non-numeric text is returned trimmed; null when empty. */
export function formatPrice(raw: string | number | null | undefined): string | null {
  const value = parsePrice(raw);
  if (value !== null) return USD.format(value);
  const text = typeof raw === "string" ? raw.trim() : "";
  return text === "" ? null : text;
}

/** The price to show for a post: manual price first, then the listing price. */
export function displayPrice(post: { manual_price?: string | number | null; listing_price?: string | number | null }): string | null {
  return formatPrice(post.manual_price) ?? formatPrice(post.listing_price);
}

/** Currency input (spec §5): keeps digits and one decimal point. */
export function sanitizeCurrencyInput(raw: string): string {
  const kept = raw.replace(/[^0-9.]/g, "");
  const dot = kept.indexOf(".");
  return dot === -1 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, "");
}

/** Currency input shown on blur: "$1,234,567.89"; empty stays empty. */
export function formatCurrencyInput(raw: string): string {
  const clean = sanitizeCurrencyInput(raw);
  if (clean === "" || clean === ".") return "";
  return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(clean));
}
