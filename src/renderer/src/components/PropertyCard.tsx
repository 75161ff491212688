import { Link } from "react-router-dom";
import { formatPrice } from "@shared/format/price.ts";
import { propertyTitle } from "@shared/format/titles.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import { PropertyReach } from "./PropertyReach.tsx";
import { kindLabel, roomFacts, type RoomFacts } from "@renderer/lib/listing-facts.ts";

export type PropertyCardData = {
  id: string;
  title: string | null;
  imageUrl: string | null;
  price: number | string | null;
  address: string | null;
  propertyKind?: string | null;
  /** The property's other sites and members (issue 20), when the list carries them. */
  otherHosts?: readonly string[] | null | undefined;
  members?: number | null | undefined;
} & RoomFacts;

const PLACEHOLDER_IMAGE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 400 300'%3E%3Crect width='400' height='300' fill='%23e5e7eb'/%3E%3Cpath d='M150 170l50-45 50 45v45h-35v-30h-30v30h-35z' fill='%239ca3af'/%3E%3C/svg%3E";

/** Search / featured card (spec §3): image, title, price, the key facts (issue 19), address; links to /post/{id}. */
export function PropertyCard({ card, eager = false }: { card: PropertyCardData; eager?: boolean }) {
  const t = useT();
  const title = propertyTitle(card.title);
  const price = formatPrice(card.price);
  const kind = kindLabel(card.propertyKind, t);
  const facts = roomFacts(card, t);
  return (
    <Link to={`/post/${card.id}`} className="property-card">
      <img
        className="property-card__image"
        src={card.imageUrl || PLACEHOLDER_IMAGE}
        alt=""
        width={400}
        height={300}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
      />
      <div className="property-card__body">
        <h3 className="property-card__title">{title}</h3>
        <p className="property-card__price">{price ?? t("card.priceOnRequest")}</p>
        {kind || facts.length > 0 ? (
          <ul className="property-card__facts" aria-label={t("post.factsLabel")}>
            {kind ? <li className="property-card__kind">{kind}</li> : null}
            {facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        ) : null}
        <p className="property-card__address">{card.address || t("card.noAddress")}</p>
        <PropertyReach hosts={card.otherHosts} members={card.members} />
      </div>
    </Link>
  );
}

/** Loading placeholder with the card's exact footprint (no layout shift). */
export function PropertyCardSkeleton() {
  return (
    <div className="skeleton-card" aria-hidden>
      <div className="skeleton-card__image" />
      <div className="skeleton-card__line" />
      <div className="skeleton-card__line skeleton-card__line--short" />
      <div className="skeleton-card__line" />
    </div>
  );
}
