import { Link } from "react-router-dom";
import { useToast } from "@renderer/lib/toast.ts";
import { errorText } from "@renderer/lib/error-text.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";
import { usePostProperty } from "@renderer/data/properties/queries.ts";
import { requestPostRecheck, splitPostProperty } from "@renderer/data/properties/mutations.ts";
import { displayPrice, formatPrice } from "@shared/format/price.ts";
import { priceHistorySentence, priceHistorySteps, shortDate, sourceStatusBadge, type PriceSnapshot } from "@shared/format/price-history.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import "./property-panel.css";

/** A small step chart of the prices the re-check saw (no axes: the list under it says the numbers). */
function PriceChart({ history }: { history: readonly PriceSnapshot[] }) {
  const t = useT();
  const points = history.filter((s): s is PriceSnapshot & { price: number } => s.price !== null);
  if (points.length < 2) return null;
  const [w, h, pad] = [320, 80, 6];
  const times = points.map((p) => new Date(p.checkedAt).getTime());
  const prices = points.map((p) => p.price);
  const [t0, t1] = [Math.min(...times), Math.max(...times)];
  const [lo, hi] = [Math.min(...prices), Math.max(...prices)];
  const x = (t: number) => pad + ((t - t0) / Math.max(t1 - t0, 1)) * (w - 2 * pad);
  const y = (v: number) => (hi === lo ? h / 2 : pad + ((hi - v) / (hi - lo)) * (h - 2 * pad));
  let d = "";
  points.forEach((p, i) => {
    const [px, py] = [x(times[i] ?? t0), y(p.price)];
    d += i === 0 ? `M${px},${py}` : `H${px}V${py}`;
  });
  return (
    <svg className="property-panel__chart" viewBox={`0 0 ${w} ${h}`} role="img" aria-label={t("property.chart", { sentence: priceHistorySentence(history) ?? "" })}>
      <path d={d} fill="none" stroke="currentColor" strokeWidth={2} />
      {points.map((p, i) => (
        <circle key={`${p.checkedAt}-${i}`} cx={x(times[i] ?? t0)} cy={y(p.price)} r={3} fill="currentColor" />
      ))}
    </svg>
  );
}

/**
 * The post's property (issue 20): the badge when the source says sold or removed, the price history as a chart and a
 * list, the other posts of the same home with their source, price and date, and the author's or admin's split.
 */
export default function PropertyPanel({ postId, canSplit, signedIn }: { postId: string; canSplit: boolean; signedIn: boolean }) {
  const t = useT();
  const property = usePostProperty(postId);
  const toast = useToast();
  const split = useDataMutation(splitPostProperty, {
    onSuccess: () => void toast.success(t("property.splitDone")),
    onError: (error) => void toast.error(errorText(t, error)),
  });
  const recheck = useDataMutation(requestPostRecheck, {
    onSuccess: () => void toast.success(t("property.recheckDone")),
    onError: (error) => void toast.error(errorText(t, error)),
  });
  if (!property.data) return null;
  const { others, history, sourceStatus } = property.data;
  const badge = sourceStatusBadge(sourceStatus);
  const steps = priceHistorySteps(history);
  return (
    <section className="property-panel" aria-label={t("property.label")}>
      {badge ? (
        <p className={`property-panel__badge property-panel__badge--${sourceStatus ?? "live"}`} role="status">
          {badge}
        </p>
      ) : null}
      {steps.length > 0 ? (
        <div className="property-panel__history">
          <h2 className="post-page__subtitle">{t("property.history")}</h2>
          <PriceChart history={history} />
          <p className="property-panel__sentence">{priceHistorySentence(history)}</p>
          <ul className="property-panel__steps" aria-label={t("property.history")}>
            {history.map((s, i) => (
              <li key={`${s.checkedAt}-${i}`}>
                <span>{shortDate(s.checkedAt)}</span>
                <span>{s.price !== null ? formatPrice(s.price) : "—"}</span>
                <span>{s.status === "live" ? t("property.listed") : (sourceStatusBadge(s.status) ?? s.status)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {others.length > 0 ? (
        <div className="property-panel__others">
          <h2 className="post-page__subtitle">{t("property.others")}</h2>
          <ul aria-label={t("property.othersLabel")}>
            {others.map((o) => (
              <li key={o.id}>
                <Link to={`/post/${o.id}`}>{o.source}</Link>
                <span>{displayPrice(o) ?? t("property.noPrice")}</span>
                <span>{shortDate(o.created_at)}</span>
                {sourceStatusBadge(o.source_status) ? <span className="tag">{sourceStatusBadge(o.source_status)}</span> : null}
              </li>
            ))}
          </ul>
          {canSplit ? (
            <button type="button" className="btn btn--ghost" disabled={split.isPending} onClick={() => split.mutate(postId)}>
              {t("property.split")}
            </button>
          ) : null}
        </div>
      ) : null}
      {signedIn ? (
        <button type="button" className="btn btn--ghost" disabled={recheck.isPending} onClick={() => recheck.mutate(postId)}>
          {t("property.recheck")}
        </button>
      ) : null}
    </section>
  );
}
