import { Agent, fetch as undiciFetch, type RequestInit as UndiciRequestInit } from "undici";
/** Plain timed HTTP against one stack (loopback only): status 0 means the request never got an answer. */

export type Endpoint = { url: string; anonKey: string; serviceRoleKey: string };

export type Timed<T = unknown> = { status: number; ms: number; body: T | null; text: string };

/** Requests on a connection of their own (no keep-alive): see timedFetch's `newConnection`. */
const OWN_CONNECTIONS = new Agent({ pipelining: 0 });

/**
 * `newConnection`: open a connection for this request and close it after, so a request never lands on a pooled
 * connection the server is closing as idle at that moment ("other side closed" before any answer, a race of the client,
 * not the server's answer); the database-restart suite measures what the stack answers, not that race.
 */
export async function timedFetch<T = unknown>(url: string, init: RequestInit & { timeoutMs?: number; newConnection?: boolean } = {}): Promise<Timed<T>> {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url)) throw new Error(`load runs on loopback only: ${url}`);
  const started = performance.now();
  try {
    const { newConnection, ...rest } = init;
    const signal = AbortSignal.timeout(init.timeoutMs ?? 30_000);
    const response = newConnection
      ? await undiciFetch(url, { ...(rest as UndiciRequestInit), signal, dispatcher: OWN_CONNECTIONS })
      : await fetch(url, { ...rest, signal });
    const text = await response.text();
    const ms = performance.now() - started;
    let body: T | null = null;
    if (text && (response.headers.get("content-type") ?? "").includes("json")) {
      try {
        body = JSON.parse(text) as T;
      } catch {
        body = null;
      }
    }
    return { status: response.status, ms, body, text };
  } catch (error) {
    return { status: 0, ms: performance.now() - started, body: null, text: error instanceof Error ? error.message : String(error) };
  }
}

export function headers(apikey: string, token?: string, extra: Record<string, string> = {}): Record<string, string> {
  return { apikey, authorization: `Bearer ${token ?? apikey}`, "content-type": "application/json", ...extra };
}
