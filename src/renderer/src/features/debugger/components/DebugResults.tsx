import { useState } from "react";
import type { LinkMetadata } from "@shared/link-intelligence/types.ts";
import { useT } from "@renderer/lib/i18n.tsx";

/** The debugger's result panels (spec §2 'URL debugger'). */
export function DebugResults({ result }: { result: LinkMetadata }) {
  const t = useT();
  const metaTags = Object.entries(result.metaTags ?? {});
  const sources = Object.entries(result.sources ?? {});
  return (
    <div className="debug-results">
      {result.error ? (
        <p className="state-panel state-panel--error" role="alert">
          {result.error}
        </p>
      ) : null}
      <section className="debug-panel" aria-labelledby="dbg-preview">
        <h2 id="dbg-preview">{t("desktop.debugger.preview")}</h2>
        <div className="link-preview">
          {result.imageUrl ? <img src={result.imageUrl} alt="" width={200} height={150} className="link-preview__image" /> : null}
          <div className="link-preview__body">
            <p className="link-preview__title">{result.title || t("desktop.debugger.noTitle")}</p>
            {result.description ? <p className="link-preview__description">{result.description}</p> : null}
          </div>
        </div>
      </section>
      {result.images.length > 1 ? (
        <section className="debug-panel" aria-labelledby="dbg-images">
          <h2 id="dbg-images">{t("desktop.debugger.images")}</h2>
          <ul className="debug-images">
            {result.images.map((src, i) => (
              <DiscoveredImage key={`${i}-${src}`} src={src} index={i} />
            ))}
          </ul>
        </section>
      ) : null}
      <section className="debug-panel" aria-labelledby="dbg-structured">
        <h2 id="dbg-structured">{t("desktop.debugger.structured")}</h2>
        <pre className="debug-json" tabIndex={0}>{JSON.stringify(result.structuredData, null, 2)}</pre>
      </section>
      {sources.length > 0 ? (
        // Each fact's source and rule (issue 18), e.g. structuredData.mlsNumber from text:label:mls.
        <section className="debug-panel" aria-labelledby="dbg-sources">
          <h2 id="dbg-sources">{t("desktop.debugger.sources")}</h2>
          <div className="debug-table-wrap" tabIndex={0} role="region" aria-label={t("desktop.debugger.sourcesTable")}>
            <table className="debug-table">
              <thead>
                <tr>
                  <th scope="col">{t("desktop.debugger.fact")}</th>
                  <th scope="col">{t("desktop.debugger.source")}</th>
                </tr>
              </thead>
              <tbody>
                {sources.map(([fact, source]) => (
                  <tr key={fact}>
                    <td>{fact}</td>
                    <td>{source}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
      <section className="debug-panel" aria-labelledby="dbg-meta">
        <h2 id="dbg-meta">{t("desktop.debugger.metaTags")}</h2>
        <div className="debug-table-wrap" tabIndex={0} role="region" aria-label={t("desktop.debugger.metaTagsTable")}>
          <table className="debug-table">
            <thead>
              <tr>
                <th scope="col">{t("desktop.debugger.property")}</th>
                <th scope="col">{t("desktop.debugger.content")}</th>
              </tr>
            </thead>
            <tbody>
              {metaTags.map(([property, content]) => (
                <tr key={property}>
                  <td>{property}</td>
                  <td>{content}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="debug-panel" aria-labelledby="dbg-logs">
        <h2 id="dbg-logs">{t("desktop.debugger.logs")}</h2>
        <pre className="debug-logs" tabIndex={0}>{result.logs.join("\n")}</pre>
      </section>
    </div>
  );
}

function DiscoveredImage({ src, index }: { src: string; index: number }) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  return (
    <li className="debug-images__item">
      {failed ? (
        <span className="debug-images__failed">{t("desktop.debugger.imageFailed")}</span>
      ) : (
        <img src={src} alt={t("desktop.debugger.imageAlt", { n: index + 1 })} width={160} height={120} loading="lazy" onError={() => setFailed(true)} />
      )}
    </li>
  );
}
