/** Query keys of the analytics_* RPC family (admin), one per kind and date range. */
export const analyticsKeys = {
  all: ["analytics"] as const,
  kind: (kind: string, range: { from: string; to: string }) => [...analyticsKeys.all, kind, range.from, range.to] as const,
};
