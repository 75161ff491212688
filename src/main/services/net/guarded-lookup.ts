import type { LookupFunction } from "node:net";
import { resolveChecked } from "./address-guard.ts";
import type { AddressPolicy } from "./address-guard.ts";

/**
 * A `lookup` for net/tls connect: resolves once, refuses any private answer, and hands the socket
 * the checked address. Used by the undici dispatcher so the check runs at connect time.
 */
export function guardedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    resolveChecked(policy, hostname).then(
      ({ address, family }) => {
        if (options.all) callback(null, [{ address, family }]);
        else callback(null, address, family);
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, "", 4),
    );
  };
}
