/**
 * A post's link preview (issue 19): the Open Graph and Twitter tags that make a shared /post/{id} show its title,
 * price and photo. One definition for both places that write them: the post page's Seo (in the browser) and the web
 * server's HTML for crawlers that run no script (src/local-supabase/web/post-head.ts; hosted: README, "Link
 * previews").
 */
import { pathInLocale, type Locale } from "../i18n/locales.ts";
import { displayPrice } from "../format/price.ts";
import { propertyTitle } from "../format/titles.ts";

const POST_PATH = /^(?:\/fr)?\/post\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/** The post a page path shows (/post/{id} or /fr/post/{id}), or null for any other path. */
export function postIdOfPath(pathname: string): string | null {
  return POST_PATH.exec(pathname)?.[1] ?? null;
}

/** The post columns a preview reads. */
export type SocialPost = {
  id: string;
  title?: string | null;
  description: string;
  custom_description?: string | null;
  og_image_url?: string | null;
  manual_price?: number | string | null;
  listing_price?: string | null;
};

/** One head tag: `<meta property="og:title" content="…">` or `<meta name="twitter:card" content="…">`. */
export type HeadTag = { attribute: "property" | "name"; key: string; content: string };

/** The meta description of a post page: the member's own description, else the post's text, cut to 160. */
export function postDescription(post: Pick<SocialPost, "description" | "custom_description">): string {
  return (post.custom_description || post.description).slice(0, 160);
}

/** "Sunny loft · $612,000": the title a preview shows, with the price when the post has one. */
export function postSocialTitle(post: SocialPost, locale: Locale): string {
  const title = propertyTitle(post.title, locale);
  const price = displayPrice(post, locale);
  return price ? `${title} · ${price}` : title;
}

/** The photo as an absolute http(s) address, or null (a crawler cannot resolve a relative one, nor use another scheme). */
function absoluteImage(image: string | null | undefined, origin: string): string | null {
  if (!image) return null;
  try {
    const url = new URL(image, origin);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/** The Open Graph and Twitter tags of a post page at `origin`, in a language. */
export function postSocialTags(post: SocialPost, { origin, locale }: { origin: string; locale: Locale }): HeadTag[] {
  const title = postSocialTitle(post, locale);
  const description = postDescription(post);
  const image = absoluteImage(post.og_image_url, origin);
  const og = (key: string, content: string): HeadTag => ({ attribute: "property", key: `og:${key}`, content });
  const twitter = (key: string, content: string): HeadTag => ({ attribute: "name", key: `twitter:${key}`, content });
  return [
    og("type", "article"),
    og("title", title),
    og("description", description),
    og("url", `${origin}${pathInLocale(`/post/${post.id}`, locale)}`),
    og("locale", locale === "fr" ? "fr_CA" : "en_CA"),
    ...(image ? [og("image", image)] : []),
    twitter("card", image ? "summary_large_image" : "summary"),
    twitter("title", title),
    twitter("description", description),
    ...(image ? [twitter("image", image)] : []),
  ];
}

/** Text for an HTML attribute or element: the five characters that could end one escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** The tags as HTML for a page's <head>, every value escaped (a post's title and text are anyone's input). */
export function headTagsHtml(tags: readonly HeadTag[]): string {
  return tags.map((tag) => `<meta ${tag.attribute}="${escapeHtml(tag.key)}" content="${escapeHtml(tag.content)}">`).join("");
}
