import { displayPrice, formatPrice } from "@shared/format/price.ts";
import { formatLotSize } from "@shared/format/locale-format.ts";
import { roomFacts } from "@renderer/lib/listing-facts.ts";
import type { Post } from "@renderer/data/posts/row.ts";
import { useT, type Translate } from "@renderer/lib/i18n.tsx";

/** Price aside: beds, baths, square footage, lot size and 'Built {year}' (spec §2), each only when known, in the reader's language. */
export function postFacts(post: Post, t: Translate): string[] {
  const facts = roomFacts({ bedrooms: post.bedrooms, bathrooms: post.bathrooms, squareFootage: post.square_footage }, t);
  const lot = post.lot_size?.trim();
  if (lot) facts.push(t("post.lot", { lot: formatLotSize(lot) }));
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
