/**
 * The guarded fetch loop shared by the Node and Deno transports: manual redirects (at most 5, loops refused),
 * one meta/Refresh-header refresh, a total deadline, the body cap and HTML-only content.
 */
import { decodeHtml } from "../charset.ts";
import { readCapped, sniffBinary } from "./body.ts";
import { ACCEPT, ACCEPT_LANGUAGE, FetchRefused, checkUrlStatic } from "./policy.ts";
import type { FetchPolicy } from "./policy.ts";

export type Transport = {
  /** Runs before every hop: DNS resolution and address checks (the static checks have already passed). */
  checkHost(url: URL, policy: FetchPolicy): Promise<void>;
  fetch(url: string, init: { headers: Record<string, string>; signal: AbortSignal; redirect: "manual" }): Promise<Response>;
};

export type FetchedPage = { url: string; status: number; contentType: string; html: string; bytes: number; charset: string; headers: Headers };

const HTML_TYPES = /^(text\/html|application\/xhtml\+xml)\b/i;

/** Refresh target from "5; url=/next" (header or meta content). */
export function refreshTarget(value: string | null | undefined): string | null {
  const m = /^\s*\d+(?:\.\d+)?\s*(?:[;,]\s*(?:url\s*=\s*)?["']?([^"']+?)["']?)?\s*$/i.exec(value ?? "");
  return m?.[1]?.trim() || null;
}

function metaRefresh(html: string): string | null {
  const head = html.slice(0, 20_000);
  const m = /<meta[^>]+http-equiv\s*=\s*["']?refresh["']?[^>]*>/i.exec(head);
  if (!m) return null;
  const content = /content\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(m[0]);
  return refreshTarget(content?.[1] ?? content?.[2]);
}

export async function guardedFetch(start: string, transport: Transport, policy: FetchPolicy, logs: string[], outer?: AbortSignal): Promise<FetchedPage> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new FetchRefused(`Timed out after ${policy.timeoutMs} ms`)), policy.timeoutMs);
  const onOuter = (): void => controller.abort(new FetchRefused("Cancelled"));
  outer?.addEventListener("abort", onOuter, { once: true });
  const deadline = new Promise<never>((_, reject) => {
    controller.signal.addEventListener("abort", () => reject(new FetchRefused(`Timed out after ${policy.timeoutMs} ms`)), { once: true });
  });
  deadline.catch(() => undefined);
  const headers = { "user-agent": policy.userAgent, "accept-language": ACCEPT_LANGUAGE, accept: ACCEPT, "accept-encoding": "gzip, deflate, br" };
  const visited = new Set<string>();
  let current: URL;
  try {
    current = new URL(start);
  } catch {
    throw new FetchRefused("Invalid URL");
  }
  let redirects = 0;
  let refreshed = false;
  try {
    for (;;) {
      current.hash = "";
      if (visited.has(current.href)) throw new FetchRefused(`Refused: redirect loop at ${current.href}`);
      visited.add(current.href);
      checkUrlStatic(current, policy);
      await Promise.race([transport.checkHost(current, policy), deadline]);
      logs.push(`request: GET ${current.href}`);
      const res = await Promise.race([transport.fetch(current.href, { headers, signal: controller.signal, redirect: "manual" }), deadline]);
      logs.push(`response: ${res.status} ${res.headers.get("content-type") ?? "(no content type)"}`);
      const follow = (target: string, why: string): void => {
        redirects += 1;
        if (redirects > policy.maxRedirects) throw new FetchRefused(`Refused: more than ${policy.maxRedirects} redirects`);
        const next = new URL(target, current);
        logs.push(`${why}: ${current.href} -> ${next.href}`);
        current = next;
      };
      const location = res.headers.get("location");
      if (res.status >= 300 && res.status < 400 && location) {
        await res.body?.cancel().catch(() => undefined);
        follow(location, `redirect ${res.status}`);
        continue;
      }
      const refreshHeader = refreshTarget(res.headers.get("refresh"));
      if (refreshHeader && !refreshed) {
        await res.body?.cancel().catch(() => undefined);
        refreshed = true;
        follow(refreshHeader, "refresh header");
        continue;
      }
      const contentType = res.headers.get("content-type") ?? "";
      if (contentType && !HTML_TYPES.test(contentType)) {
        await res.body?.cancel().catch(() => undefined);
        throw new FetchRefused(`Refused: content type ${contentType.split(";")[0]} is not HTML`);
      }
      const declared = Number(res.headers.get("content-length") ?? NaN);
      if (declared > policy.maxBytes) {
        await res.body?.cancel().catch(() => undefined);
        throw new FetchRefused(`Refused: body of ${declared} bytes is larger than ${policy.maxBytes}`);
      }
      const bytes = await readCapped(res.body, policy.maxBytes, policy.idleTimeoutMs, controller.signal);
      const binary = sniffBinary(bytes);
      if (binary) throw new FetchRefused(`Refused: content labelled HTML is ${binary}`);
      const decoded = decodeHtml(bytes, contentType);
      logs.push(`body: ${bytes.byteLength} bytes, charset ${decoded.charset} (${decoded.via})`);
      const metaTarget = refreshed ? null : metaRefresh(decoded.text);
      if (metaTarget) {
        refreshed = true;
        follow(metaTarget, "meta refresh");
        continue;
      }
      return { url: current.href, status: res.status, contentType, html: decoded.text, bytes: bytes.byteLength, charset: decoded.charset, headers: res.headers };
    }
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener("abort", onOuter);
  }
}
