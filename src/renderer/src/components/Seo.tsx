/**
 * Per-page head tags. React 19 hoists <title> and <meta> into <head>; JSON-LD blocks stay in the body,
 * which search engines read the same way.
 */
export function Seo({ title, description, keywords, noindex, canonicalPath }: { title: string; description?: string; keywords?: string; noindex?: boolean; canonicalPath?: string }) {
  return (
    <>
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
      {keywords ? <meta name="keywords" content={keywords} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {/* Not prerendered: the build does not know the site's origin (the client adds it). */}
      {canonicalPath && typeof window !== "undefined" ? <link rel="canonical" href={`${window.location.origin}${canonicalPath}`} /> : null}
    </>
  );
}

/** One JSON-LD block; `<` is escaped so data cannot close the script element. */
export function JsonLd({ data }: { data: unknown }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
