import { isWhitelistedHost } from "../link-intelligence/whitelist.ts";

const URL_PATTERN = /https?:\/\/[^\s<>"']+/i;

/** The first http(s) link in a post's text, without trailing punctuation; null when none. */
export function findFirstUrl(text: string): string | null {
  const match = URL_PATTERN.exec(text);
  if (!match) return null;
  const url = match[0].replace(/[.,;:!?)\]}]+$/, "");
  try {
    new URL(url);
    return url;
  } catch {
    return null;
  }
}

/**
 * The submit-time link rules of spec §5: the content must hold a URL whose host is whitelisted.
 * `domains` is null when the whitelist could not be loaded. Returns the message to show, or null.
 */
export function postLinkError(content: string, domains: readonly string[] | null): string | null {
  const url = findFirstUrl(content);
  if (!url) return "A URL is required in the post content.";
  if (domains === null) return "Could not verify domain whitelist. Please try again.";
  if (!isWhitelistedHost(url, domains)) return "The URL is not from a whitelisted domain.";
  return null;
}
