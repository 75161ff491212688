import type { FactOrigin } from "../listing-details.ts";
import { useT } from "@renderer/lib/i18n.tsx";

/** Where a fact came from (issue 18): "found on the page" until the member changes it, then "entered by you". */
export function FactMark({ origin, id }: { origin: FactOrigin | null; id: string }) {
  const t = useT();
  if (!origin) return null;
  return (
    <span id={id} className={`fact-mark fact-mark--${origin}`} data-origin={origin}>
      {origin === "page" ? t("composer.fact.page") : t("composer.fact.member")}
    </span>
  );
}
