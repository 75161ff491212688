import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Seo } from "@renderer/components/Seo.tsx";
import { MODERATION_ACTION_KEYS, MODERATION_REASON_KEYS } from "@shared/validation/moderation.ts";
import { formatLongDate } from "@shared/format/locale-format.ts";
import { moderationLogQuery } from "@renderer/data/moderation/queries.ts";
import { errorText } from "@renderer/lib/error-text.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import "./moderation.css";

const PAGE_SIZE = 25;

/**
 * /moderation-log: every takedown and restore, newest first: the listing's title, the reason's category and the
 * date. Never who reported it, who acted, or the note written to the author.
 */
export default function ModerationLogPage() {
  const t = useT();
  const [page, setPage] = useState(1);
  const log = useQuery(moderationLogQuery({ page, pageSize: PAGE_SIZE }));
  const total = log.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <section className="moderation-log" aria-labelledby="moderation-log-title">
      <Seo title={t("admin.moderationLog.pageTitle")} description={t("admin.moderationLog.description")} canonicalPath="/moderation-log" translated />
      <h1 id="moderation-log-title">{t("admin.moderationLog.title")}</h1>
      <p className="moderation-log__intro">{t("admin.moderationLog.intro")}</p>
      {log.isPending ? <p role="status">{t("admin.loading")}</p> : null}
      {log.isError ? (
        <div className="state-panel state-panel--error" role="alert">
          <p>{t("admin.moderationLog.loadFailed", { error: errorText(t, log.error) })}</p>
          <button type="button" className="btn btn--ghost" onClick={() => void log.refetch()}>
            {t("admin.retry")}
          </button>
        </div>
      ) : null}
      {log.isSuccess && total === 0 ? (
        <div className="state-panel">
          <p>{t("admin.moderationLog.empty")}</p>
        </div>
      ) : null}
      {log.data && log.data.rows.length > 0 ? (
        <ol className="moderation-log__list" aria-label={t("admin.moderationLog.list")}>
          {log.data.rows.map((row) => (
            <li key={row.id} className="moderation-log__item">
              <span className="moderation-log__title">{row.post_title}</span>
              <span className="moderation-log__meta">
                <span>{t(MODERATION_ACTION_KEYS[row.action])}</span>
                {row.reason ? <span>{t("admin.moderation.reason", { reason: t(MODERATION_REASON_KEYS[row.reason]) })}</span> : null}
                <time dateTime={row.created_at}>{formatLongDate(row.created_at)}</time>
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      {pages > 1 ? (
        <nav className="moderation-log__pager" aria-label={t("admin.moderationLog.pages")}>
          <button type="button" className="btn btn--ghost" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t("admin.moderationLog.newer")}
          </button>
          <span>{t("admin.moderationLog.pageOf", { page, pages })}</span>
          <button type="button" className="btn btn--ghost" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t("admin.moderationLog.older")}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
