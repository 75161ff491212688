import { Link } from "react-router-dom";
import { useT } from "../lib/i18n.tsx";

export type Crumb = { label: string; to?: string };

/** Breadcrumb trail; renders nothing for one item or fewer (spec §2). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = useT();
  if (items.length <= 1) return null;
  return (
    <nav aria-label={t("breadcrumbs.label")} className="breadcrumbs">
      <ol>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${i}-${item.label}`}>
              {item.to && !last ? <Link to={item.to}>{item.label}</Link> : <span aria-current={last ? "page" : undefined}>{item.label}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
