import { Agent, request } from "undici";
import type { Dispatcher } from "undici";
import { BlockedAddressError, resolveChecked } from "../net/address-guard.ts";
import type { AddressPolicy } from "../net/address-guard.ts";
import { guardedLookup } from "../net/guarded-lookup.ts";
import type { LinkFetcher, PageResponse } from "./types.ts";

export interface HttpFetcherOptions {
  policy: AddressPolicy;
  maxRedirects?: number;
  maxBytes?: number;
  userAgent?: string;
}

const DEFAULT_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 MapleListingsLinkCheck/1.0";

/**
 * undici-based fetcher for the bulk checker: every hop (redirects included) is checked, IP
 * literals before the request and names at connect time (guarded lookup), bodies are capped.
 */
export function createHttpFetcher(options: HttpFetcherOptions): LinkFetcher & { close(): Promise<void> } {
  const maxRedirects = options.maxRedirects ?? 5;
  const maxBytes = options.maxBytes ?? 5 * 1024 * 1024;
  const agent = new Agent({ connect: { lookup: guardedLookup(options.policy) }, connections: 16, pipelining: 1 });
  const headers = { "user-agent": options.userAgent ?? DEFAULT_UA, "accept-language": "en-CA,fr-CA;q=0.8" };

  async function follow(url: string, signal: AbortSignal, accept: string): Promise<{ finalUrl: string; res: Dispatcher.ResponseData }> {
    let current = url;
    for (let hop = 0; hop <= maxRedirects; hop++) {
      const parsed = new URL(current);
      if (parsed.protocol !== "http:" && parsed.protocol !== "https:") throw new BlockedAddressError(`refused scheme ${parsed.protocol}`);
      if (parsed.username || parsed.password) throw new BlockedAddressError("refused credentials in URL");
      await resolveChecked(options.policy, parsed.hostname); // IP literals never reach the lookup hook
      const res = await request(current, { method: "GET", headers: { ...headers, accept }, signal, dispatcher: agent });
      const location = res.headers.location;
      if (res.statusCode >= 300 && res.statusCode < 400 && typeof location === "string") {
        await res.body.dump();
        current = new URL(location, current).href;
        continue;
      }
      return { finalUrl: current, res };
    }
    throw new Error(`more than ${maxRedirects} redirects`);
  }

  async function readCapped(body: Dispatcher.ResponseData["body"]): Promise<string> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of body) {
      const buf = chunk as Buffer;
      size += buf.length;
      if (size > maxBytes) break; // leaving the loop destroys the stream
      chunks.push(buf);
    }
    return Buffer.concat(chunks).toString("utf8");
  }

  return {
    async fetchPage(url, signal): Promise<PageResponse> {
      const { finalUrl, res } = await follow(url, signal, "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5");
      const type = String(res.headers["content-type"] ?? "");
      if (!/html/i.test(type)) {
        await res.body.dump();
        return { status: res.statusCode, finalUrl, html: null };
      }
      return { status: res.statusCode, finalUrl, html: await readCapped(res.body) };
    },
    async probeImage(url, signal): Promise<boolean> {
      try {
        const { res } = await follow(url, signal, "image/*");
        const ok = res.statusCode >= 200 && res.statusCode < 300 && /^image\//i.test(String(res.headers["content-type"] ?? ""));
        await res.body.dump({ limit: 64 * 1024 }).catch(() => undefined);
        return ok;
      } catch (error) {
        if (signal.aborted) throw error;
        return false;
      }
    },
    close: () => agent.close(),
  };
}
