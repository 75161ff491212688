import { isWhitelistedHost } from "@shared/link-intelligence/whitelist.ts";

/** "unverified": the whitelist could not be loaded, so the link can be neither accepted nor refused (spec §5). */
export type DomainState = "none" | "checking" | "whitelisted" | "not-whitelisted" | "unverified";

/** What the composer knows of the whitelist: its names once loaded, or whether it is loading or failed. */
export type WhitelistStatus = { names: string[] | undefined; pending: boolean; failed: boolean; fetching: boolean };

/** The domain status line's state for the link found in the text (spec §4, §5, §8). */
export function domainState(url: string | null, whitelist: WhitelistStatus): DomainState {
  if (!url) return "none";
  if (whitelist.pending || (whitelist.failed && whitelist.fetching)) return "checking";
  if (whitelist.failed || !whitelist.names) return "unverified";
  return isWhitelistedHost(url, whitelist.names) ? "whitelisted" : "not-whitelisted";
}
