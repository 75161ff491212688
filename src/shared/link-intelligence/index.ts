/** Link intelligence: runtime-neutral extraction core (Deno edge functions, Node, Electron main, renderer). */
export type { ExtractOptions, LinkMetadata, NormalisedPrice, PricePeriod, StructuredListingData } from "./types.ts";
export { extractFromHtml, emptyMetadata } from "./extract.ts";
export { normalisePrice, formatPrice } from "./normalise/price.ts";
export { normalisePostalCode, findPostalCode, fsaOf } from "./normalise/postal.ts";
export { provinceCode, provinceName, PROVINCES } from "./normalise/province.ts";
export { hostOf, isWhitelistedHost } from "./whitelist.ts";
export { classifyAddress, matchesAllowList, parseAllowList, parseIp } from "./net/index.ts";
export type { AddressVerdict } from "./net/index.ts";
export { detectBotWall } from "./botwall.ts";
export { decodeHtml } from "./charset.ts";
