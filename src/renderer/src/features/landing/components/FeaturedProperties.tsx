import { useDeferredValue } from "react";
import { PropertyCard, PropertyCardSkeleton } from "@renderer/components/PropertyCard.tsx";
import { FEATURED_LIMIT, useFeaturedPosts } from "@renderer/data/posts/featured.ts";
import { useT } from "@renderer/lib/i18n.tsx";

/** Featured properties (spec §2): 4 skeletons, then cards; hidden on error or when empty. */
export function FeaturedProperties() {
  const t = useT();
  const featured = useFeaturedPosts();
  const cards = useDeferredValue(featured.data); // rendered as an interruptible update
  if (featured.isError || (featured.isSuccess && featured.data.length === 0)) return null;
  const pending = featured.isPending || !cards;
  return (
    <section className="section" aria-labelledby="featured-title">
      <h2 id="featured-title" className="section__title">
        {t("home.featured")}
      </h2>
      <div className="card-grid" aria-busy={pending}>
        {pending
          ? Array.from({ length: FEATURED_LIMIT }, (_, i) => <PropertyCardSkeleton key={i} />)
          : cards.map((card) => <PropertyCard key={card.id} card={card} />)}
      </div>
    </section>
  );
}
