import type { StackConfig } from "../config.ts";
import { clientAddress, trustedProxyList } from "./client-address.ts";
import { hostGuard } from "./host-check.ts";

export interface Arrival {
  /** The answer to send instead of serving the request (a Host the gateway does not serve). */
  refusal: Response | undefined;
  /** The client's address: the TCP peer, or what TRUSTED_PROXIES in front of it report. */
  client: string | null;
}

/** What the gateway checks of every request before routing it: its Host, and who the client is. */
export function frontDoor(config: Pick<StackConfig, "siteUrl" | "host" | "allowedHosts" | "trustedProxies">) {
  const refuseHost = hostGuard(config);
  const trusted = trustedProxyList(config.trustedProxies);
  return (request: Request, peer: string | null): Arrival => ({
    refusal: refuseHost(request),
    client: clientAddress(peer, request.headers.get("x-forwarded-for"), trusted),
  });
}
