import type { TestStack } from "@test-support/stack/stack.ts";

/** The admin analytics RPCs, each answering from the rollups (20261101000900_analytics.sql). */
export const ANALYTICS_RPCS = [
  "analytics_user_engagement",
  "analytics_listings",
  "analytics_conversion",
  "analytics_featured",
  "analytics_geography",
  "analytics_reports",
] as const;
export type AnalyticsRpc = (typeof ANALYTICS_RPCS)[number];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();

/** 15:00 UTC on the latest day before today that has whole days of its own week (Monday first) or month before it. */
function midPeriod(now: number, unit: "week" | "month"): number {
  let day = Math.floor(now / DAY) * DAY - DAY;
  const ok = (d: Date) => (unit === "week" ? d.getUTCDay() !== 1 && d.getUTCDay() !== 2 : d.getUTCDate() >= 3);
  while (!ok(new Date(day))) day -= DAY;
  return day + 15 * HOUR;
}

/**
 * Ranges that exercise every path: whole UTC days only (as the app asks), partial days at either end, less than a
 * day, exactly one day, a past range, week and month buckets, a reversed range and a range with no data.
 */
export function rangesAround(now: number): Record<string, { p_from: string; p_to: string }> {
  const midnight = Math.floor(now / DAY) * DAY;
  return {
    "last 7 days, whole days": { p_from: iso(midnight - 6 * DAY), p_to: iso(midnight + DAY) },
    "last 90 days, unaligned": { p_from: iso(now - 90 * DAY), p_to: iso(now + DAY) },
    "last 12 months (weeks)": { p_from: iso(now - 365 * DAY), p_to: iso(now + DAY) },
    "eight years (months)": { p_from: iso(now - 3000 * DAY), p_to: iso(now) },
    // A partial last day inside a week / month whose earlier days hold the same members' and posts' activity.
    "weeks, ending mid-week": { p_from: iso(now - 120 * DAY - 5 * HOUR), p_to: iso(midPeriod(now, "week")) },
    "months, ending mid-month": { p_from: iso(now - 800 * DAY - 9 * HOUR), p_to: iso(midPeriod(now, "month")) },
    "four hours": { p_from: iso(now - 5 * HOUR), p_to: iso(now - HOUR) },
    "thirty hours": { p_from: iso(now - 30 * HOUR), p_to: iso(now - HOUR) },
    "yesterday": { p_from: iso(midnight - DAY), p_to: iso(midnight) },
    "a past fortnight, unaligned": { p_from: iso(now - 20 * DAY - 3 * HOUR), p_to: iso(now - 2 * DAY - 5 * HOUR) },
    "two years back, unaligned": { p_from: iso(now - 830 * DAY - 7 * HOUR), p_to: iso(now - 380 * DAY + 2 * HOUR) },
    "reversed": { p_from: iso(now), p_to: iso(now - 3 * DAY) },
    "2001 (no data)": { p_from: "2001-01-01T00:00:00Z", p_to: "2001-02-01T00:00:00Z" },
  };
}

/**
 * Members, posts, saves, offers, reports and views spread over hours, days and years before `now`, written as the
 * superuser in bulk (multi-row statements), with messy provinces and cities, prices in either column, pending and
 * featured posts, and several events per member and post on the same day.
 */
export async function seedRollupData(stack: TestStack, now: string): Promise<void> {
  await stack.sql("insert into public.whitelisted_domains (domain_name) values ('realtor.ca') on conflict (domain_name) do nothing");
  await stack.sql(
    `insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
     select gen_random_uuid(), 'authenticated', 'authenticated', 'rollup-' || i || '@rollup.test',
            jsonb_build_object('username', 'rollup_' || i), $1::timestamptz - make_interval(days => i * 3, hours => i), now()
     from generate_series(1, 8) i`,
    [now],
  );
  const members = `with m as (select array_agg(id order by email) ids from auth.users where email like '%@rollup.test'),
                        p as (select array_agg(id order by title) ids from public.posts where title like 'Rollup %')`;
  await stack.sql(
    `${members}
     insert into public.posts (user_id, description, url, category, status, is_featured, title, city, province, listing_price, manual_price, created_at)
     select m.ids[1 + i % 8], 'Rollup listing ' || i || ' https://www.realtor.ca/real-estate/rollup-' || i, 'https://www.realtor.ca/real-estate/rollup-' || i,
            (array['residential', 'commercial', 'land', 'business', 'fsbo'])[1 + i % 5]::public.post_category,
            (case when i % 7 = 0 then 'pending' else 'approved' end)::public.post_status,
            i % 9 = 0, 'Rollup ' || lpad(i::text, 3, '0'),
            (array[' toronto', 'Toronto', 'VICTORIA', '', null, 'Québec', 'Halifax'])[1 + i % 7],
            (array['Ontario', 'ON', 'bc', 'Qué.', null, 'Nova Scotia', 'nowhere'])[1 + i % 7],
            case when i % 4 = 0 then null else '$' || (100000 + i * 37000) end,
            case when i % 3 = 0 then 90000 + i * 51000 end,
            $1::timestamptz - make_interval(hours => i * 7, mins => i * 13)
              - case when i % 11 = 0 then interval '400 days' when i % 13 = 0 then interval '800 days' else interval '0' end
     from generate_series(1, 60) i, m`,
    [now],
  );
  await stack.sql(
    `${members}
     insert into public.saved_listings (user_id, post_id, created_at)
     select m.ids[1 + i % 8], p.ids[1 + (i * 7) % 60], $1::timestamptz - make_interval(hours => i * 5, mins => i * 11)
     from generate_series(1, 150) i, m, p
     on conflict (user_id, post_id) do nothing`,
    [now],
  );
  await stack.sql(
    `${members}
     insert into public.offers (user_id, post_id, offer_amount, created_at)
     select m.ids[1 + (i * 3) % 8], p.ids[1 + (i * 11) % 60], 100000 + i * 1000, $1::timestamptz - make_interval(hours => i * 9)
     from generate_series(1, 70) i, m, p`,
    [now],
  );
  await stack.sql(
    `${members}
     insert into public.reports (reporter_id, reported_post_id, target_type, reason, status, created_at)
     select m.ids[1 + (i * 5) % 8], p.ids[1 + (i * 13) % 60], 'post',
            (array['Spam or misleading', 'Fake listing', 'Other: duplicate', 'other', ' Harassment '])[1 + i % 5],
            (case when i % 3 = 0 then 'resolved' else 'open' end)::public.report_status,
            $1::timestamptz - make_interval(hours => i * 17) - case when i % 8 = 0 then interval '500 days' else interval '0' end
     from generate_series(1, 40) i, m, p`,
    [now],
  );
  await stack.sql("update public.reports set resolved_at = created_at + make_interval(hours => 1 + (extract(epoch from created_at)::bigint % 90)::int) where status = 'resolved'");
  await stack.sql(
    `${members}
     insert into public.post_views (post_id, viewer_id, viewed_at)
     select p.ids[1 + (i * 17) % 60], case when i % 4 = 0 then null else m.ids[1 + i % 8] end,
            $1::timestamptz - make_interval(hours => (i * 7) % 1000, mins => i % 60)
     from generate_series(1, 2000) i, m, p`,
    [now],
  );
}
