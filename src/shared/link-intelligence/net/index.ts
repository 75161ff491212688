export { classifyAddress, classifyIpv4, classifyIpv6 } from "./ip-classify.ts";
export type { AddressVerdict } from "./ip-classify.ts";
export { parseIp, parseIpv4, parseIpv6, formatIpv4 } from "./ip-parse.ts";
export type { ParsedIp } from "./ip-parse.ts";
export { matchesAllowList, parseAllowList } from "./cidr.ts";
