import { useT } from "@renderer/lib/i18n.tsx";

/** Placeholder cards while the first feed page loads. */
export function FeedSkeleton({ count = 3 }: { count?: number }) {
  const t = useT();
  return (
    <div className="feed__list" role="status" aria-label={t("feed.loading")}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="feed-card feed-card--skeleton" aria-hidden>
          <div className="skeleton-card__line skeleton-card__line--short" />
          <div className="skeleton-card__line" />
          <div className="skeleton-card__line" />
          <div className="skeleton-card__image" />
        </div>
      ))}
    </div>
  );
}
