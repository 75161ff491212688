/**
 * Why a link could not be fetched, in words fit for whoever asked: a runtime's own error text names the addresses
 * and ports it tried ("connect ECONNREFUSED 10.0.0.5:8080", "tcp connect error: ... (os error 111)"), which would
 * map the server's network for a caller. The user gets a sentence; the runtime's text is the `detail`, for logs.
 */
import { FetchRefused } from "./policy.ts";

export type FetchFailure = { message: string; detail: string };

/** Error codes (Node, undici) and message words (Deno, rustls, hyper) → what happened, without where. */
const CAUSES: Array<{ codes: RegExp; words: RegExp; says: string }> = [
  { codes: /^ECONNREFUSED$/, words: /connection refused/i, says: "the site refused the connection" },
  { codes: /^(ENOTFOUND|EAI_AGAIN|EAI_NONAME|EAI_FAIL)$/, words: /dns error|failed to lookup|name or service not known|no such host/i, says: "the site's name did not resolve" },
  { codes: /^(ETIMEDOUT|UND_ERR_CONNECT_TIMEOUT|UND_ERR_HEADERS_TIMEOUT|UND_ERR_BODY_TIMEOUT)$/, words: /timed out/i, says: "the site took too long to answer" },
  {
    codes: /^(CERT_\w+|ERR_TLS_\w+|ERR_SSL_\w+|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_\w+)$/,
    words: /certificate|tls handshake|ssl/i,
    says: "the site's security certificate was not accepted",
  },
  { codes: /^(ECONNRESET|EPIPE|UND_ERR_SOCKET|UND_ERR_CLOSED)$/, words: /connection reset|connection closed|broken pipe/i, says: "the connection was closed before the page arrived" },
  { codes: /^(EHOSTUNREACH|ENETUNREACH|EHOSTDOWN|ENETDOWN)$/, words: /unreachable/i, says: "the site could not be reached" },
];

type Chain = { codes: string[]; messages: string[]; line: string };

/** The error and its causes: their codes, their messages (URLs removed, so a host name is never read as a cause) and one line for logs. */
function unwind(err: unknown): Chain {
  const chain: Chain = { codes: [], messages: [], line: "" };
  const parts: string[] = [];
  let current: unknown = err;
  for (let depth = 0; current !== undefined && current !== null && depth < 5; depth += 1) {
    if (!(current instanceof Error)) {
      parts.push(String(current));
      break;
    }
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === "string") chain.codes.push(code);
    chain.messages.push(current.message.replace(/\b[a-z][a-z0-9+.-]*:\/\/[^\s)]*/gi, ""));
    parts.push(`${current.name}${typeof code === "string" ? ` ${code}` : ""}: ${current.message}`);
    current = (current as Error & { cause?: unknown }).cause;
  }
  chain.line = parts.join(" <- ");
  return chain;
}

function refusalIn(err: unknown): FetchRefused | undefined {
  if (err instanceof FetchRefused) return err;
  const cause = err instanceof Error ? (err as Error & { cause?: unknown }).cause : undefined;
  return cause instanceof FetchRefused ? cause : undefined;
}

export function describeFetchFailure(err: unknown): FetchFailure {
  const refused = refusalIn(err);
  if (refused) return { message: refused.message, detail: refused.detail ?? refused.message };
  const chain = unwind(err);
  if (err instanceof Error && (err.name === "AbortError" || err.name === "TimeoutError")) return { message: "Timed out", detail: chain.line };
  const cause = CAUSES.find(({ codes, words }) => chain.codes.some((code) => codes.test(code)) || chain.messages.some((text) => words.test(text)));
  return { message: cause ? `Could not fetch the page: ${cause.says}` : "Could not fetch the page", detail: chain.line };
}
