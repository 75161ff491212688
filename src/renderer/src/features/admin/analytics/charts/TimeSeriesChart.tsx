import { formatNumber } from "@shared/format/price.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import { axisDate } from "./axis-date.ts";

export type Series = { key: string; label: string; color: string };

const PALETTE = ["#1f4e79", "#c2410c", "#15803d", "#7e22ce"];
export const seriesColor = (index: number) => PALETTE[index % PALETTE.length] ?? "#1f4e79";

/** Multi-series line chart (hand-written SVG). Periods are ISO timestamps from the SQL buckets. */
export function TimeSeriesChart<T extends { period: string }>({ data, series, label }: { data: readonly T[]; series: readonly Series[]; label: string }) {
  const t = useT();
  if (data.length === 0) return <p>{t("admin.analytics.noData")}</p>;
  const width = 640;
  const height = 220;
  const pad = { left: 40, right: 12, top: 12, bottom: 28 };
  const value = (row: T, key: string): number => Number((row as Record<string, unknown>)[key] ?? 0);
  const max = Math.max(1, ...data.flatMap((row) => series.map((s) => value(row, s.key))));
  const x = (index: number) => pad.left + (data.length === 1 ? 0 : (index / (data.length - 1)) * (width - pad.left - pad.right));
  const y = (v: number) => pad.top + (1 - v / max) * (height - pad.top - pad.bottom);
  const totals = series.map((s) => t("admin.chart.total", { label: s.label, total: formatNumber(data.reduce((sum, row) => sum + value(row, s.key), 0)) })).join(", ");
  const name = t(data.length === 1 ? "admin.chart.onePeriod" : "admin.chart.periods", { label, count: data.length, totals });
  const first = data[0];
  const last = data[data.length - 1];
  return (
    <figure style={{ margin: 0 }}>
      <svg role="img" aria-label={name} viewBox={`0 0 ${width} ${height}`} width="100%">
        <line x1={pad.left} x2={width - pad.right} y1={y(0)} y2={y(0)} stroke="#9ca3af" />
        <text x={pad.left - 6} y={y(max) + 4} textAnchor="end" fontSize="11" fill="#374151">
          {formatNumber(max)}
        </text>
        <text x={pad.left - 6} y={y(0) + 4} textAnchor="end" fontSize="11" fill="#374151">
          0
        </text>
        {first ? (
          <text x={pad.left} y={height - 8} fontSize="11" fill="#374151">
            {axisDate(first.period)}
          </text>
        ) : null}
        {last && data.length > 1 ? (
          <text x={width - pad.right} y={height - 8} textAnchor="end" fontSize="11" fill="#374151">
            {axisDate(last.period)}
          </text>
        ) : null}
        {series.map((s) => (
          <polyline
            key={s.key}
            fill="none"
            stroke={s.color}
            strokeWidth={2}
            points={data.map((row, index) => `${x(index).toFixed(1)},${y(value(row, s.key)).toFixed(1)}`).join(" ")}
          />
        ))}
      </svg>
      <figcaption style={{ display: "flex", gap: 16, flexWrap: "wrap", fontSize: 13 }}>
        {series.map((s) => (
          <span key={s.key}>
            <span aria-hidden="true" style={{ display: "inline-block", width: 12, height: 12, background: s.color, marginRight: 6, verticalAlign: "middle" }} />
            {s.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
