import { LOCALES, pathInLocale } from "@shared/i18n/locales.ts";
import { useLocale } from "../lib/i18n.tsx";

/**
 * Per-page head tags. React 19 hoists <title> and <meta> into <head>; JSON-LD blocks stay in the body,
 * which search engines read the same way.
 */
export function Seo({
  title,
  description,
  keywords,
  noindex,
  canonicalPath,
  translated = false,
}: {
  title: string;
  description?: string;
  keywords?: string;
  noindex?: boolean;
  canonicalPath?: string;
  /** The page exists in both languages (its screens are converted, issue 22): hreflang alternates name them. */
  translated?: boolean;
}) {
  const { locale } = useLocale(); // a French page is its own canonical address
  return (
    <>
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
      {keywords ? <meta name="keywords" content={keywords} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {/* Not prerendered: the build does not know the site's origin (the client adds it). */}
      {canonicalPath && typeof window !== "undefined" ? <link rel="canonical" href={`${window.location.origin}${pathInLocale(canonicalPath, locale)}`} /> : null}
      {/* The page in each language (hreflang), English the default. Prerendered root-relative; the web server
          writes its origin in (src/local-supabase/web/static.ts), so the client's absolute ones match them. */}
      {canonicalPath && translated ? <LanguageAlternates path={canonicalPath} /> : null}
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
