import type { LoadFigures } from "../load/metrics.ts";

const COLORS = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b"];
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");

type Series = { name: string; points: [number, number][] };

function panel(title: string, unit: string, series: Series[], y0: number, width: number, height: number): string {
  const left = 60;
  const plotW = width - left - 20;
  const plotH = height - 60;
  const maxX = Math.max(1, ...series.flatMap((s) => s.points.map((p) => p[0])));
  const maxY = Math.max(1, ...series.flatMap((s) => s.points.map((p) => p[1]))) * 1.1;
  const x = (v: number) => left + (v / maxX) * plotW;
  const y = (v: number) => y0 + 30 + plotH - (v / maxY) * plotH;
  const grid = [0, 0.25, 0.5, 0.75, 1]
    .map((f) => `<line x1="${left}" x2="${left + plotW}" y1="${y(maxY * f)}" y2="${y(maxY * f)}" stroke="#ddd"/><text x="${left - 6}" y="${y(maxY * f) + 4}" text-anchor="end" font-size="11">${(maxY * f).toFixed(0)}</text>`)
    .join("");
  const lines = series
    .map((s, i) => {
      const d = s.points.map(([px, py], j) => `${j ? "L" : "M"}${x(px).toFixed(1)},${y(py).toFixed(1)}`).join("");
      const color = COLORS[i % COLORS.length]!;
      return `<path d="${d}" fill="none" stroke="${color}" stroke-width="1.5"/><rect x="${left + 10 + i * 190}" y="${y0 + 8}" width="10" height="10" fill="${color}"/><text x="${left + 24 + i * 190}" y="${y0 + 17}" font-size="12">${esc(s.name)}</text>`;
    })
    .join("");
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => `<text x="${x(maxX * f)}" y="${y0 + 30 + plotH + 14}" text-anchor="middle" font-size="11">${(maxX * f).toFixed(0)}</text>`).join("");
  return `${ticks}<text x="${width / 2}" y="${y0 + 2}" text-anchor="middle" font-size="14" font-weight="bold">${esc(title)} (${unit})</text>${grid}${lines}<text x="${left + plotW / 2}" y="${y0 + height + 6}" text-anchor="middle" font-size="11">seconds since start</text>`;
}

/** An SVG with p95 latency per second (reads and writes) and the stack's memory, one line per run. */
export function latencyMemorySvg(runs: LoadFigures[], width = 1000): string {
  const h = 320;
  const latency: Series[] = runs.flatMap((r) => [
    { name: `${r.label} reads p95`, points: r.timeline.map((t) => [t.second, t.readP95] as [number, number]) },
    { name: `${r.label} writes p95`, points: r.timeline.filter((t) => t.writeP95 > 0).map((t) => [t.second, t.writeP95] as [number, number]) },
  ]);
  const memory: Series[] = runs.map((r) => ({ name: `${r.label} RSS`, points: r.timeline.filter((t) => t.rssMb > 0).map((t) => [t.second, t.rssMb] as [number, number]) }));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${h * 2 + 60}" font-family="sans-serif"><rect width="100%" height="100%" fill="white"/>${panel("Latency p95 per second", "ms", latency, 20, width, h)}${panel("Stack memory", "MB RSS", memory, h + 50, width, h)}</svg>`;
}
