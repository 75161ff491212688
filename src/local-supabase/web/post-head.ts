import type { Sql } from "../db/sql.ts";
import { coreEn } from "@shared/i18n/messages/core.en.ts";
import { coreFr } from "@shared/i18n/messages/core.fr.ts";
import { localeOfPath, type Locale } from "@shared/i18n/locales.ts";
import { propertyTitle } from "@shared/format/titles.ts";
import { escapeHtml, headTagsHtml, postDescription, postIdOfPath, postSocialTags, type SocialPost } from "@shared/seo/post-social.ts";

const TITLE_SUFFIX: Record<Locale, string> = { en: coreEn["category.titleSuffix"], fr: coreFr["category.titleSuffix"] };

/**
 * A post page's HTML for crawlers that run no script (issue 19): the page's title and meta description replace the
 * app shell's, and its Open Graph and Twitter tags (@shared/seo/post-social.ts, what the page's Seo renders) join
 * the head. Every value is escaped: a post's title and text are anyone's input.
 */
export function withPostHead(html: string, post: SocialPost, { origin, locale }: { origin: string; locale: Locale }): string {
  const title = escapeHtml(TITLE_SUFFIX[locale].replace("{heading}", propertyTitle(post.title, locale)));
  const description = `<meta name="description" content="${escapeHtml(postDescription(post))}">`;
  const titled = html.replace(/<title>[^<]*<\/title>/i, () => `<title>${title}</title>`);
  const described = /<meta name="description"[^>]*>/i.test(titled) ? titled.replace(/<meta name="description"[^>]*>/i, () => description) : titled.replace(/<\/head>/i, () => `${description}</head>`);
  return withPostTags(described, post, { origin, locale });
}

/** Only the Open Graph and Twitter tags: for a page rendered with the post, which has the page's title and description. */
export function withPostTags(html: string, post: SocialPost, { origin, locale }: { origin: string; locale: Locale }): string {
  const tags = headTagsHtml(postSocialTags(post, { origin, locale }));
  return html.replace(/<\/head>/i, () => `${tags}</head>`);
}

/**
 * Reads the post a page path shows as a visitor would (the anon role: row-level security decides, and only an
 * approved post is described), for withPostHead. Null when the path is not a post's or the post is not public.
 */
export function postHeadReader(sql: Pick<Sql, "asCaller">) {
  return async (pathname: string): Promise<{ post: SocialPost; locale: Locale } | null> => {
    const id = postIdOfPath(pathname);
    if (!id) return null;
    const [post] = await sql.asCaller({ role: "anon" }, (tx) =>
      tx.query<SocialPost>(
        `select id, title, description, custom_description, og_image_url, manual_price, listing_price
           from public.posts where id = $1 and status = 'approved'`,
        [id],
      ),
    );
    return post ? { post, locale: localeOfPath(pathname) } : null;
  };
}
