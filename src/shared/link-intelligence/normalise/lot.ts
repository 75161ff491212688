/** Lot sizes as a number with a unit: "50 x 132 FT", "0.52 ac", "5.06 ha", "1 722 pc", "450 m²", "15,24 m x 30,48 m". */
import type { LotSize } from "../types.ts";
import { parseLocaleNumber } from "./numbers.ts";

const M_TO_FT = 3.28084;
const NUM = String.raw`\d[\d\s\u00a0\u202f,.]*\d|\d`;
const round = (n: number, digits = 2): number => Math.round(n * 10 ** digits) / 10 ** digits;

/** A Chinese page's units: 平方米 (m²), 平方英尺 (sq ft), 英亩 (acres), 公顷 (hectares). */
const CJK_UNITS = "平方米|平方英尺|英亩|公顷";

const STATED_AREA = new RegExp(String.raw`^[\s(·,;/-]*(?:approx\.?\s*|about\s+|±\s*)?(${NUM})\s*(acres?|ac\b|hectares?|ha\b|sq\.?\s*ft|sqft|ft²|square\s+f|m²)`, "i");

export function parseLot(raw: string | number | null | undefined, unitHint?: string | null): LotSize | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === "number") return raw > 0 ? unitOf(raw, unitHint ?? "") : null;
  // A figure given as approximate with "±" after it ("62± acres", "160 ± ac"): the figure, in its unit.
  const text = raw.replace(/(\d)\s*±\s*(?=\p{L})/gu, "$1 ").replace(/\s+/g, " ").trim();
  if (text.length === 0 || text.length > 80 || text.split(" ").length > 12) return null;
  const dims = new RegExp(String.raw`(${NUM})\s*('|ft|feet|pi|pieds|m|metres|mètres|meters)?\.?\s*[x×X]\s*(${NUM})\s*('|ft|feet|pi|pieds|m|metres|mètres|meters)?\b`, "i").exec(text);
  if (dims?.[1] && dims[3]) {
    const w = parseLocaleNumber(dims[1].trim());
    const d = parseLocaleNumber(dims[3].trim());
    const unit = (dims[4] ?? dims[2] ?? unitHint ?? "ft").toLowerCase();
    // "50X150 (0.17 acres)", "60 x 110 ft · 6,600 sq ft": the area the page states beside the frontage and depth wins.
    // Sides in feet with their unit, then acres or hectares ("110 x 245 Feet (0.62 Acres)"): the feet are the unit the
    // page states first, the acres their conversion, so the sides' product.
    const stated = STATED_AREA.exec(text.slice((dims.index ?? 0) + dims[0].length));
    const statedValue = stated?.[1] ? parseLocaleNumber(stated[1].trim()) : null;
    const statedLot = statedValue && stated?.[2] ? unitOf(statedValue, stated[2]) : null;
    const sideUnit = (dims[4] ?? dims[2] ?? "").toLowerCase();
    const feetFirst = sideUnit !== "" && !/^m/.test(sideUnit) && (statedLot?.unit === "acres" || statedLot?.unit === "hectares");
    if (statedLot && w && d && !/^m/.test(sideUnit) && !feetFirst) return { ...statedLot, widthFt: w, depthFt: d };
    if (w && d && w > 0 && d > 0) {
      if (/^m/.test(unit)) return { value: round(w * d), unit: "m2", widthFt: round(w * M_TO_FT, 1), depthFt: round(d * M_TO_FT, 1) };
      return { value: round(w * d), unit: "ft2", widthFt: w, depthFt: d };
    }
  }
  const single = new RegExp(String.raw`(${NUM})\s*(acres?|ac\b|hectares?|ha\b|m²|m2|sq\.?\s*m|square\s+met|mètres?\s+carr|sq\.?\s*ft|sqft|ft²|ft2|square\s+f|pi²|pi2|pc\b|pieds?\s+carr|${CJK_UNITS})?`, "i").exec(text);
  if (!single?.[1]) return null;
  const figure = single[1].trim();
  const lot = unitOf(parseLocaleNumber(figure) ?? 0, single[2] ?? unitHint ?? "");
  // An area in square metres or feet with dots between groups of three digits ("9.308 m²", "12.450 m²" on a European
  // page): thousands, never a lot of nine square metres to the millimetre.
  if (lot && (lot.unit === "m2" || lot.unit === "ft2") && /^\d{1,3}(?:\.\d{3})+$/.test(figure)) return { ...lot, value: Number(figure.replace(/\./g, "")) };
  return lot !== null && lot.value > 0 ? lot : null;
}

function unitOf(n: number, unit: string): LotSize | null {
  const u = unit.toLowerCase();
  if (/^(acres?|ac|英亩)/.test(u)) return { value: n, unit: "acres" };
  if (/^(hectares?|ha|公顷)/.test(u)) return { value: n, unit: "hectares" };
  if (/^(m²|m2|sq\.?\s*m|square\s+met|mètres?|sqm|mtk|平方米)/.test(u)) return { value: n, unit: "m2" };
  if (/^(sq|ft|square\s+f|pi|pc|pieds|feet|平方英尺)/.test(u)) return { value: n, unit: "ft2" };
  return null;
}
