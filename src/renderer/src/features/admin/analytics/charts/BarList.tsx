import type { KeyCount } from "@renderer/data/analytics/schemas.ts";
import { formatNumber } from "@shared/format/price.ts";
import { useT } from "@renderer/lib/i18n.tsx";

/** Horizontal bar chart (hand-written SVG) with the numbers printed; `label` names it for screen readers. */
export function BarList({ data, label, format = (key) => key, order }: { data: readonly KeyCount[]; label: string; format?: (key: string) => string; order?: readonly string[] }) {
  const t = useT();
  const rows = order ? [...data].sort((a, b) => rank(order, a.key) - rank(order, b.key)) : data;
  if (rows.length === 0) return <p>{t("admin.analytics.noData")}</p>;
  const max = Math.max(1, ...rows.map((row) => row.count));
  const rowHeight = 28;
  // Room for the longest label (about 6.6 px a character at 12 px), between 150 and 260 px: French names are longer.
  const labelWidth = Math.min(260, Math.max(150, Math.ceil(Math.max(...rows.map((row) => format(row.key).length)) * 6.6) + 12));
  const width = 520;
  const barSpace = width - labelWidth - 60;
  const summary = rows.map((row) => t("admin.chart.item", { label: format(row.key), count: formatNumber(row.count) })).join(", ");
  return (
    <svg role="img" aria-label={`${label}. ${summary}`} viewBox={`0 0 ${width} ${rows.length * rowHeight}`} width="100%" style={{ maxWidth: width }}>
      {rows.map((row, index) => {
        const y = index * rowHeight;
        const barWidth = Math.max(2, (row.count / max) * barSpace);
        return (
          <g key={row.key} transform={`translate(0 ${y})`}>
            <text x={labelWidth - 8} y={rowHeight / 2 + 4} textAnchor="end" fontSize="12" fill="#1f2937">
              {format(row.key)}
            </text>
            <rect x={labelWidth} y={5} width={barWidth} height={rowHeight - 10} rx={3} fill="#1f4e79" />
            <text x={labelWidth + barWidth + 6} y={rowHeight / 2 + 4} fontSize="12" fill="#1f2937">
              {formatNumber(row.count)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

function rank(order: readonly string[], key: string): number {
  const index = order.indexOf(key);
  return index === -1 ? order.length : index;
}
