/** Prices (spec §9): a dollar sign and thousands separators; the manual price is preferred over the listing price. */

/**
 * A number as en-US text with thousands separators ("-1,234.5"), exactly as Intl.NumberFormat("en-US") writes it,
 * without Intl: a page's first Intl number format costs 35-70 ms of ICU set-up, a long task on a phone showing
 * prices. Rounds half away from zero on the shortest decimal form of the number, as ICU does.
 */
export function formatNumber(value: number, minFraction = 0, maxFraction = 3): string {
  const abs = Math.abs(value);
  if (!Number.isFinite(value) || abs >= 1e15) {
    return new Intl.NumberFormat("en-US", { minimumFractionDigits: minFraction, maximumFractionDigits: maxFraction }).format(value);
  }
  let [int = "0", frac = ""] = (abs < 1e-6 ? "0" : String(abs)).split(".");
  if (frac.length > maxFraction) {
    const roundUp = frac.charCodeAt(maxFraction) >= 53; // "5"
    frac = frac.slice(0, maxFraction);
    if (roundUp) {
      const digits = (BigInt(int + frac) + 1n).toString().padStart(int.length + maxFraction, "0");
      int = digits.slice(0, digits.length - maxFraction) || "0";
      frac = digits.slice(digits.length - maxFraction);
    }
  }
  frac = frac.replace(/0+$/, "").padEnd(minFraction, "0");
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return `${sign}${int.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}${frac ? `.${frac}` : ""}`;
}

/** en-US dollars as Intl's currency format writes them: "$1,234.5", "-$3". */
function formatUsd(value: number, minFraction: number, maxFraction: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e15) {
    return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: minFraction, maximumFractionDigits: maxFraction }).format(value);
  }
  const text = formatNumber(value, minFraction, maxFraction);
  return text.startsWith("-") ? `-$${text.slice(1)}` : `$${text}`;
}

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
  if (value !== null) return formatUsd(value, 0, 2);
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
  return formatUsd(Number(clean), 2, 2);
}
