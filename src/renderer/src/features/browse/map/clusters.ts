// Pins close together on the screen become one cluster (issue 19): greedy, in the order given (the list's order, so
// the first post of a cluster is the first of the list), each point joining the first cluster whose first point is
// within `radius` pixels. A few hundred points at most (the list's pages): no index needed.

export type ScreenPoint<T> = { item: T; x: number; y: number };
export type Cluster<T> = { items: T[]; x: number; y: number };

export function clusterPoints<T>(points: readonly ScreenPoint<T>[], radius: number): Cluster<T>[] {
  // Clusters that end up overlapping (their middles closer than the radius) are merged, until none do.
  let clusters = greedy(points.map((p) => ({ items: [p.item], x: p.x, y: p.y })), radius);
  for (let pass = 0; pass < 5; pass++) {
    const merged = greedy(clusters, radius);
    if (merged.length === clusters.length) break;
    clusters = merged;
  }
  return clusters;
}

function greedy<T>(points: readonly Cluster<T>[], radius: number): Cluster<T>[] {
  const clusters: (Cluster<T> & { sx: number; sy: number })[] = [];
  for (const point of points) {
    const near = clusters.find((c) => Math.hypot(c.x - point.x, c.y - point.y) <= radius);
    const n = point.items.length;
    if (near) {
      near.items.push(...point.items);
      near.sx += point.x * n;
      near.sy += point.y * n;
    } else clusters.push({ items: [...point.items], x: point.x, y: point.y, sx: point.x * n, sy: point.y * n });
  }
  // A cluster is drawn at the middle of its points; it is joined by distance to its first point (stable as it grows).
  return clusters.map(({ items, sx, sy }) => ({ items, x: sx / items.length, y: sy / items.length }));
}

/** Whether points are all at one spot (within `within` pixels at the deepest zoom): zooming in cannot split them. */
export function inOneSpot(points: readonly { x: number; y: number }[], within: number): boolean {
  const [first] = points;
  return first === undefined || points.every((p) => Math.hypot(p.x - first.x, p.y - first.y) <= within);
}
