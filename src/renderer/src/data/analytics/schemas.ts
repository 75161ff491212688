import { z } from "zod";

/** Shapes of the analytics RPCs' jsonb results (supabase/migrations/2026112210070x-0900). */
const count = z.coerce.number();
const keyCount = z.array(z.object({ key: z.string(), count }));
const bucket = z.enum(["day", "week", "month"]);

export const engagementSchema = z.object({
  bucket,
  totals: z.object({ members: count, new_members: count, active_members: count, admins: count, banned: count }),
  series: z.array(z.object({ period: z.string(), signups: count, active: count })),
});

export const listingsSchema = z.object({
  bucket,
  totals: z.object({ posts: count, featured: count }),
  by_category: keyCount,
  by_status: keyCount,
  by_province: keyCount,
  by_price_band: keyCount,
  series: z.array(z.object({ period: z.string(), posts: count })),
});

export const conversionSchema = z.object({
  bucket,
  funnel: z.object({ views: count, saves: count, offers: count }),
  posts: z.object({ created: count, with_views: count, with_saves: count, with_offers: count }),
  top_posts: z.array(z.object({ id: z.string(), title: z.string().nullable(), views: count, saves: count, offers: count })),
  series: z.array(z.object({ period: z.string(), views: count, saves: count, offers: count })),
});

export const featuredSchema = z.object({
  payments: z.boolean(),
  featured_now: count,
  featured_by_category: keyCount,
  exposure: z.array(
    z.object({
      group: z.string(),
      posts: count,
      views: count,
      saves: count,
      offers: count,
      views_per_post: count.nullable(),
      saves_per_post: count.nullable(),
      offers_per_post: count.nullable(),
    }),
  ),
});

export const geographySchema = z.object({
  total: count,
  by_province: keyCount,
  top_cities: z.array(z.object({ city: z.string(), province: z.string(), count })),
});

export const reportsSchema = z.object({
  bucket,
  totals: z.object({ reports: count, open: count, resolved: count }),
  by_reason: keyCount,
  by_status: keyCount,
  by_target: keyCount,
  resolution: z.object({ resolved_with_time: count, avg_hours: count.nullable(), median_hours: count.nullable() }),
  series: z.array(z.object({ period: z.string(), opened: count, resolved: count })),
});

export type Engagement = z.infer<typeof engagementSchema>;
export type Listings = z.infer<typeof listingsSchema>;
export type Conversion = z.infer<typeof conversionSchema>;
export type Featured = z.infer<typeof featuredSchema>;
export type Geography = z.infer<typeof geographySchema>;
export type ReportsAnalytics = z.infer<typeof reportsSchema>;
export type KeyCount = z.infer<typeof keyCount>[number];
