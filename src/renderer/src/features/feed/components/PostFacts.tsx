import { displayPrice, formatNumber, formatPrice } from "@shared/format/price.ts";
import type { Post } from "@renderer/data/posts/row.ts";
import { useT, type Translate } from "@renderer/lib/i18n.tsx";

function present(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === "" ? null : text;
}

/** Price, beds, baths, square footage, lot size and 'Built {year}' (spec §2), each only when known, in the reader's language. */
export function postFacts(post: Post, t: Translate): string[] {
  const facts: string[] = [];
  const beds = present(post.bedrooms);
  const baths = present(post.bathrooms);
  const sqft = present(post.square_footage);
  const lot = present(post.lot_size);
  if (beds) facts.push(t(beds === "1" ? "post.bed" : "post.beds", { count: beds }));
  if (baths) facts.push(t(baths === "1" ? "post.bath" : "post.baths", { count: baths }));
  if (sqft) facts.push(t("post.sqft", { area: Number.isFinite(Number(sqft)) ? formatNumber(Number(sqft)) : sqft }));
  if (lot) facts.push(t("post.lot", { lot }));
  if (post.year_built) facts.push(t("post.built", { year: post.year_built }));
  return facts;
}

export function PostFacts({ post }: { post: Post }) {
  const t = useT();
  const price = displayPrice(post);
  const facts = postFacts(post, t);
  // The card's line when the latest price is below the first one seen: "Price reduced $30,000".
  const drop = Number(post.source_price_drop);
  const reduced = drop > 0 ? t("post.priceReduced", { amount: formatPrice(drop) ?? "" }) : null;
  if (!price && facts.length === 0) return null;
  return (
    <div className="post-facts">
      {price ? <span className="post-facts__price">{price}</span> : null}
      {reduced ? <span className="post-facts__reduced">{reduced}</span> : null}
      {facts.length > 0 ? (
        <ul className="post-facts__list" aria-label={t("post.factsLabel")}>
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
