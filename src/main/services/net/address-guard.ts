import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { classifyAddress, matchesAllowList, parseAllowList } from "@shared/link-intelligence/index.ts";

export class BlockedAddressError extends Error {
  override name = "BlockedAddressError";
}

export interface AddressPolicy {
  /** Names or CIDRs let through although private (LINK_FETCH_ALLOW_PRIVATE; local testing only). */
  readonly allowPrivate: readonly string[];
}

export function policyFromEnv(env: Record<string, string | undefined> = process.env): AddressPolicy {
  return { allowPrivate: parseAllowList(env.LINK_FETCH_ALLOW_PRIVATE) };
}

/** The SSRF rule of the extraction core, applied to one resolved address. */
export function checkAddress(policy: AddressPolicy, host: string, address: string): void {
  if (matchesAllowList(host, policy.allowPrivate) || matchesAllowList(address, policy.allowPrivate)) return;
  const verdict = classifyAddress(address);
  if (!verdict.allowed) throw new BlockedAddressError(`blocked ${host} (${address}): ${verdict.reason}`);
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/**
 * Resolves a host once and checks every address (A and AAAA, fail closed). The caller connects
 * to the returned address, so a second, different DNS answer (rebinding) is never used.
 */
export async function resolveChecked(policy: AddressPolicy, rawHost: string): Promise<ResolvedAddress> {
  const host = rawHost.replace(/^\[|\]$/g, "");
  const literal = isIP(host);
  if (literal !== 0) {
    checkAddress(policy, host, host);
    return { address: host, family: literal === 6 ? 6 : 4 };
  }
  let answers: { address: string; family: number }[];
  try {
    answers = await lookup(host, { all: true, verbatim: true });
  } catch (error) {
    throw new BlockedAddressError(`cannot resolve ${host}: ${(error as Error).message}`);
  }
  if (answers.length === 0) throw new BlockedAddressError(`cannot resolve ${host}`);
  for (const answer of answers) checkAddress(policy, host, answer.address);
  const first = answers[0] as { address: string; family: number };
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
