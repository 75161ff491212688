import type { FactOrigin } from "../listing-details.ts";

/** Where a fact came from (issue 18): "found on the page" until the member changes it, then "entered by you". */
export function FactMark({ origin, id }: { origin: FactOrigin | null; id: string }) {
  if (!origin) return null;
  return (
    <span id={id} className={`fact-mark fact-mark--${origin}`} data-origin={origin}>
      {origin === "page" ? "found on the page" : "entered by you"}
    </span>
  );
}
