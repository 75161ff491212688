import type { REPORT_REASONS } from "@shared/validation/report.ts";
import type { MessageKey } from "@shared/i18n/messages/en.ts";
import type { Translate } from "@renderer/lib/i18n.tsx";

/** The reasons of spec §9 as stored (in English, whatever the reporter read) and their keys in the catalogues. */
const REASON_KEYS: Record<(typeof REPORT_REASONS)[number], MessageKey> = {
  "Spam or misleading": "report.reason.spam",
  "Inappropriate content": "report.reason.inappropriate",
  "Fake listing": "report.reason.fake",
  Harassment: "report.reason.harassment",
  "Intellectual property violation": "report.reason.ip",
  Other: "report.reason.other",
};

/**
 * A stored report reason in the admin's language: one of the list's reasons in words, 'Other: {details}' with the
 * reporter's own details as written; anything else (older reports, messages' reasons) as it is.
 */
export function reportReasonText(reason: string, t: Translate): string {
  if (Object.hasOwn(REASON_KEYS, reason)) return t(REASON_KEYS[reason as keyof typeof REASON_KEYS]);
  const other = /^Other: ([\s\S]+)$/.exec(reason);
  return other?.[1] ? t("moderation.reportReason.other", { details: other[1] }) : reason;
}
