import type { KeyCount } from "@renderer/data/analytics/schemas.ts";
import { provinceName } from "@shared/format/locale-format.ts";
import { formatNumber } from "@shared/format/price.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import { CANADA_TILES, tileFill, tileText } from "./canada-tiles.ts";

/** Choropleth of listings by province as a tile grid (no map tiles, works offline). */
export function CanadaTileMap({ data, label }: { data: readonly KeyCount[]; label: string }) {
  const t = useT();
  const counts = new Map(data.map((row) => [row.key, row.count]));
  const max = Math.max(0, ...CANADA_TILES.map((tile) => counts.get(tile.code) ?? 0));
  const size = 72;
  const gap = 6;
  const summary = CANADA_TILES.map((tile) => `${provinceName(tile.code)} ${formatNumber(counts.get(tile.code) ?? 0)}`).join(", ");
  return (
    <svg role="img" aria-label={`${label}. ${summary}`} viewBox={`0 0 ${7 * (size + gap)} ${3 * (size + gap)}`} width="100%" style={{ maxWidth: 560 }}>
      {CANADA_TILES.map((tile) => {
        const count = counts.get(tile.code) ?? 0;
        return (
          <g key={tile.code} transform={`translate(${tile.col * (size + gap)} ${tile.row * (size + gap)})`} data-province={tile.code}>
            <title>{t("admin.chart.item", { label: provinceName(tile.code), count: formatNumber(count) })}</title>
            <rect width={size} height={size} rx={8} fill={tileFill(count, max)} stroke="#ffffff" />
            <text x={size / 2} y={size / 2 - 4} textAnchor="middle" fontSize="16" fontWeight="600" fill={tileText(count, max)}>
              {tile.code}
            </text>
            <text x={size / 2} y={size / 2 + 16} textAnchor="middle" fontSize="13" fill={tileText(count, max)}>
              {formatNumber(count)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
