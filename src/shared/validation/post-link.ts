import { isWhitelistedHost } from "../link-intelligence/whitelist.ts";
import { message, type ValidationMessageKey } from "./messages.ts";

/**
 * An http(s) link in post text, as the feed linkifies it. The database cuts links the same way
 * (private.post_links, supabase/migrations/20261124100100_post_links_helper.sql); a property test keeps them equal.
 */
const LINK_PATTERN = /https?:\/\/[^\s<>"']+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

/** Every http(s) link of the text, in order, without trailing punctuation (parseable or not). */
export function findLinks(text: string): string[] {
  return [...text.matchAll(LINK_PATTERN)].map((match) => match[0].replace(TRAILING_PUNCTUATION, ""));
}

/** The first http(s) link in a post's text, without trailing punctuation; null when none or not a URL. */
export function findFirstUrl(text: string): string | null {
  const url = findLinks(text)[0];
  if (url === undefined) return null;
  try {
    new URL(url);
    return url;
  } catch {
    return null;
  }
}

/**
 * The submit-time link rules of spec §5: the content must hold a URL, and every link of the content and of the
 * custom description must have a whitelisted host (the feed makes them all clickable; the database refuses the
 * post otherwise). `domains` is null when the whitelist could not be loaded. Returns the message to show (a catalogue
 * key, see messages.ts), or null.
 */
export function postLinkError(content: string, domains: readonly string[] | null, customDescription?: string | null): ValidationMessageKey | null {
  const url = findFirstUrl(content);
  if (!url) return message("validation.post.urlRequired");
  if (domains === null) return message("validation.post.whitelistUnverified");
  const links = [...findLinks(content), ...findLinks(customDescription ?? "")];
  if (links.some((link) => !isWhitelistedHost(link, domains))) return message("validation.post.notWhitelisted");
  return null;
}
