import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { supabase } from "../../lib/supabase.ts";
import { analyticsKeys } from "./keys.ts";
import { conversionSchema, engagementSchema, featuredSchema, geographySchema, listingsSchema, reportsSchema } from "./schemas.ts";

/** A date range [from, to) as ISO strings. */
export type DateRange = { from: string; to: string };

const RPCS = {
  engagement: { fn: "analytics_user_engagement", schema: engagementSchema },
  listings: { fn: "analytics_listings", schema: listingsSchema },
  conversion: { fn: "analytics_conversion", schema: conversionSchema },
  featured: { fn: "analytics_featured", schema: featuredSchema },
  geography: { fn: "analytics_geography", schema: geographySchema },
  reports: { fn: "analytics_reports", schema: reportsSchema },
} as const;
export type AnalyticsKind = keyof typeof RPCS;

/** One analytics RPC over a date range; the aggregates come from SQL, parsed with zod. */
export function analyticsQuery<K extends AnalyticsKind>(kind: K, range: DateRange) {
  const { fn, schema } = RPCS[kind];
  return queryOptions({
    queryKey: analyticsKeys.kind(kind, range),
    queryFn: async (): Promise<z.infer<(typeof RPCS)[K]["schema"]>> => {
      const { data, error } = await supabase.rpc(fn, { p_from: range.from, p_to: range.to });
      if (error) throw error;
      return schema.parse(data) as z.infer<(typeof RPCS)[K]["schema"]>;
    },
    staleTime: 60_000,
  });
}
