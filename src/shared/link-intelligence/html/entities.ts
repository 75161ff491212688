/** HTML character reference decoding (numeric and the named references that appear in listing pages). */

const NAMED: Record<string, string> = {
  amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0", copy: "©", reg: "®", trade: "™",
  eacute: "é", Eacute: "É", egrave: "è", Egrave: "È", ecirc: "ê", Ecirc: "Ê", euml: "ë", agrave: "à", Agrave: "À",
  acirc: "â", Acirc: "Â", ccedil: "ç", Ccedil: "Ç", icirc: "î", iuml: "ï", ocirc: "ô", ucirc: "û", ugrave: "ù",
  uuml: "ü", oelig: "œ", laquo: "«", raquo: "»", sup2: "²", sup3: "³", deg: "°", middot: "·", bull: "•",
  hellip: "…", ndash: "–", mdash: "—", lsquo: "‘", rsquo: "’", ldquo: "“", rdquo: "”", euro: "€", pound: "£",
  cent: "¢", frac12: "½", times: "×", thinsp: "\u2009", ensp: "\u2002", emsp: "\u2003", shy: "", zwnj: "", zwj: "",
};

const REF = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));?/g;

function fromCode(code: number): string {
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return "\ufffd";
  return String.fromCodePoint(code);
}

export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(REF, (whole, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (dec) return fromCode(parseInt(dec, 10));
    if (hex) return fromCode(parseInt(hex, 16));
    if (name && Object.prototype.hasOwnProperty.call(NAMED, name)) return NAMED[name] ?? whole;
    return whole;
  });
}
