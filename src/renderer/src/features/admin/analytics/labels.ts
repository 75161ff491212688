import type { MessageKey } from "@shared/i18n/messages/en.ts";
import { provinceName } from "@shared/format/locale-format.ts";
import type { Translate } from "@renderer/lib/i18n.tsx";

/**
 * The analytics RPCs' keys (enum values, price bands, stored report reasons) as the charts name them. English is
 * what the pages have always shown (some keys as they are, "approved", "open"); French reads them in words.
 */
const KEYS: Readonly<Record<string, Readonly<Record<string, MessageKey>>>> = {
  category: {
    residential: "category.residential.label",
    commercial: "category.commercial.label",
    land: "category.land.label",
    business: "category.business.label",
    fsbo: "category.fsbo.label",
  },
  // Revenue's featured placements name the category by its key in English ("residential").
  categoryKey: {
    residential: "admin.analytics.categoryKey.residential",
    commercial: "admin.analytics.categoryKey.commercial",
    land: "admin.analytics.categoryKey.land",
    business: "admin.analytics.categoryKey.business",
    fsbo: "admin.analytics.categoryKey.fsbo",
  },
  postStatus: { approved: "admin.analytics.postStatus.approved", pending: "admin.analytics.postStatus.pending", rejected: "admin.analytics.postStatus.rejected" },
  reportStatus: { open: "moderation.reports.status.open", resolved: "moderation.reports.status.resolved" },
  // admin_private.report_reason: a reason of spec §9 as stored, 'Other' for 'Other: …', 'Unspecified' for none.
  reportReason: {
    "Spam or misleading": "report.reason.spam",
    "Inappropriate content": "report.reason.inappropriate",
    "Fake listing": "report.reason.fake",
    Harassment: "report.reason.harassment",
    "Intellectual property violation": "report.reason.ip",
    Other: "report.reason.other",
    Unspecified: "admin.analytics.unspecified",
  },
  // admin_private.price_band's labels.
  priceBand: {
    "Under $250K": "admin.analytics.band.under250k",
    "$250K–$500K": "admin.analytics.band.250to500k",
    "$500K–$1M": "admin.analytics.band.500kto1m",
    "$1M–$2M": "admin.analytics.band.1to2m",
    "$2M+": "admin.analytics.band.over2m",
    Unknown: "admin.analytics.unknown",
  },
  group: { featured: "admin.analytics.group.featured", standard: "admin.analytics.group.standard" },
  bucket: { day: "admin.analytics.bucket.day", week: "admin.analytics.bucket.week", month: "admin.analytics.bucket.month" },
};

export type LabelKind = keyof typeof KEYS;

/** A key's label in the active language; an unknown key (a legacy reason, a new enum value) is shown as it is. */
export function analyticsLabel(t: Translate, kind: LabelKind, key: string): string {
  const message = KEYS[kind]?.[key];
  return message ? t(message) : key;
}

/** A province code ("QC") in the reader's language; 'Unknown' (no province on the post) too. */
export function provinceLabel(t: Translate, code: string): string {
  return code === "Unknown" ? t("admin.analytics.unknown") : provinceName(code);
}

/** The price bands from the cheapest, as the chart orders them. */
export const PRICE_BANDS = ["Under $250K", "$250K–$500K", "$500K–$1M", "$1M–$2M", "$2M+", "Unknown"] as const;
