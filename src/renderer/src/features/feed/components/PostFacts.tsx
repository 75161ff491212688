import { displayPrice, formatNumber } from "@shared/format/price.ts";
import { priceReducedLabel } from "@shared/format/price-history.ts";
import type { Post } from "@renderer/data/posts/row.ts";

function present(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === "" ? null : text;
}

/** Price, beds, baths, square footage, lot size and 'Built {year}' (spec §2), each only when known. */
export function postFacts(post: Post): string[] {
  const facts: string[] = [];
  const beds = present(post.bedrooms);
  const baths = present(post.bathrooms);
  const sqft = present(post.square_footage);
  const lot = present(post.lot_size);
  if (beds) facts.push(`${beds} ${beds === "1" ? "bed" : "beds"}`);
  if (baths) facts.push(`${baths} ${baths === "1" ? "bath" : "baths"}`);
  if (sqft) facts.push(`${Number.isFinite(Number(sqft)) ? formatNumber(Number(sqft)) : sqft} sqft`);
  if (lot) facts.push(`Lot ${lot}`);
  if (post.year_built) facts.push(`Built ${post.year_built}`);
  return facts;
}

export function PostFacts({ post }: { post: Post }) {
  const price = displayPrice(post);
  const facts = postFacts(post);
  const reduced = priceReducedLabel(post.source_price_drop);
  if (!price && facts.length === 0) return null;
  return (
    <div className="post-facts">
      {price ? <span className="post-facts__price">{price}</span> : null}
      {reduced ? <span className="post-facts__reduced">{reduced}</span> : null}
      {facts.length > 0 ? (
        <ul className="post-facts__list" aria-label="Property facts">
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
