import { LOCALES, pathInLocale } from "@shared/i18n/locales.ts";
import { postSocialTags, type SocialPost } from "@shared/seo/post-social.ts";
import { useLocale, useT } from "../lib/i18n.tsx";

/**
 * Per-page head tags. React 19 hoists <title> and <meta> into <head>; JSON-LD blocks stay in the body,
 * which search engines read the same way. Every page has one meta description (issue 19): its own, else the
 * site's. A post page's `social` adds its link preview (Open Graph and Twitter tags), the same tags the web server
 * writes into the HTML for crawlers (src/local-supabase/web/post-head.ts).
 */
export function Seo({
  title,
  description,
  keywords,
  noindex,
  canonicalPath,
  translated = false,
  social,
}: {
  title: string;
  description?: string;
  keywords?: string;
  noindex?: boolean;
  canonicalPath?: string;
  /** The page exists in both languages (its screens are converted, issue 22): hreflang alternates name them. */
  translated?: boolean;
  /** The post a post page shows: its link preview's tags. */
  social?: SocialPost;
}) {
  const { locale } = useLocale(); // a French page is its own canonical address
  const t = useT();
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description || t("home.description")} />
      {keywords ? <meta name="keywords" content={keywords} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {/* Not prerendered: the build does not know the site's origin (the client adds it). */}
      {canonicalPath && typeof window !== "undefined" ? <link rel="canonical" href={`${window.location.origin}${pathInLocale(canonicalPath, locale)}`} /> : null}
      {/* The page in each language (hreflang), English the default. Prerendered root-relative; the web server
          writes its origin in (src/local-supabase/web/static.ts), so the client's absolute ones match them. */}
      {canonicalPath && translated ? <LanguageAlternates path={canonicalPath} /> : null}
      {social && typeof window !== "undefined"
        ? postSocialTags(social, { origin: window.location.origin, locale }).map((tag) =>
            tag.attribute === "property" ? <meta key={tag.key} property={tag.key} content={tag.content} /> : <meta key={tag.key} name={tag.key} content={tag.content} />,
          )
        : null}
    </>
  );
}

/** One JSON-LD block; `<` is escaped so data cannot close the script element. */
export function JsonLd({ data }: { data: unknown }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/** hreflang alternates of a page given by its English path ("/residential"). */
function LanguageAlternates({ path }: { path: string }) {
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  return (
    <>
      {LOCALES.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={locale === "en" ? "en-CA" : "fr-CA"} href={`${origin}${pathInLocale(path, locale)}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${path}`} />
    </>
  );
}
