import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Seo } from "@renderer/components/Seo.tsx";
import { MODERATION_ACTION_LABELS, MODERATION_REASON_LABELS } from "@shared/validation/moderation.ts";
import { moderationLogQuery } from "@renderer/data/moderation/queries.ts";
import { errorMessage } from "@renderer/lib/errors.ts";
import "./moderation.css";

const PAGE_SIZE = 25;
const dateFormat = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "long", day: "numeric" });

/**
 * /moderation-log: every takedown and restore, newest first: the listing's title, the reason's category and the
 * date. Never who reported it, who acted, or the note written to the author.
 */
export default function ModerationLogPage() {
  const [page, setPage] = useState(1);
  const log = useQuery(moderationLogQuery({ page, pageSize: PAGE_SIZE }));
  const total = log.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <section className="moderation-log" aria-labelledby="moderation-log-title">
      <Seo title="Moderation log | Real Estate Marketplace" description="Listings hidden, removed or restored by our moderators, and why." canonicalPath="/moderation-log" />
      <h1 id="moderation-log-title">Moderation log</h1>
      <p className="moderation-log__intro">
        Listings our admins hid pending review, removed or restored, and listings hidden automatically after several members reported them. We never
        show who reported a listing.
      </p>
      {log.isPending ? <p role="status">Loading...</p> : null}
      {log.isError ? (
        <div className="state-panel state-panel--error" role="alert">
          <p>Failed to load the moderation log: {errorMessage(log.error)}</p>
          <button type="button" className="btn btn--ghost" onClick={() => void log.refetch()}>
            Retry
          </button>
        </div>
      ) : null}
      {log.isSuccess && total === 0 ? (
        <div className="state-panel">
          <p>No moderation actions yet.</p>
        </div>
      ) : null}
      {log.data && log.data.rows.length > 0 ? (
        <ol className="moderation-log__list" aria-label="Moderation actions, newest first">
          {log.data.rows.map((row) => (
            <li key={row.id} className="moderation-log__item">
              <span className="moderation-log__title">{row.post_title}</span>
              <span className="moderation-log__meta">
                <span>{MODERATION_ACTION_LABELS[row.action]}</span>
                {row.reason ? <span>Reason: {MODERATION_REASON_LABELS[row.reason]}</span> : null}
                <time dateTime={row.created_at}>{dateFormat.format(new Date(row.created_at))}</time>
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      {pages > 1 ? (
        <nav className="moderation-log__pager" aria-label="Moderation log pages">
          <button type="button" className="btn btn--ghost" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Newer
          </button>
          <span>
            Page {page} of {pages}
          </span>
          <button type="button" className="btn btn--ghost" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            Older
          </button>
        </nav>
      ) : null}
    </section>
  );
}
