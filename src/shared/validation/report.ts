import { z } from "zod";
import { message } from "./messages.ts";
import { REPORT_REASON_MAX } from "./text-limits.ts";
import type { MessageKey } from "../i18n/messages/en.ts";

/** Report reasons (spec §9). */
export const REPORT_REASONS = [
  "Spam or misleading",
  "Inappropriate content",
  "Fake listing",
  "Harassment",
  "Intellectual property violation",
  "Other",
] as const;

/** Each reason's name in the catalogues (the stored reason is the English one). */
export const REPORT_REASON_KEYS: Record<(typeof REPORT_REASONS)[number], MessageKey> = {
  "Spam or misleading": "report.reason.spam",
  "Inappropriate content": "report.reason.inappropriate",
  "Fake listing": "report.reason.fake",
  Harassment: "report.reason.harassment",
  "Intellectual property violation": "report.reason.ip",
  Other: "report.reason.other",
};

/** Details fit the stored reason's limit after the 'Other: ' prefix. */
export const REPORT_DETAILS_MAX = REPORT_REASON_MAX - "Other: ".length;

/** Report dialog (spec §5): a reason, and details when the reason is 'Other'. */
export const reportSchema = z
  .object({
    reason: z.string().min(1, message("validation.reportReason")),
    details: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.reason === "Other" && !v.details?.trim()) {
      ctx.addIssue({ code: "custom", path: ["details"], message: message("validation.reportDetails") });
    } else if (v.reason === "Other" && (v.details?.trim().length ?? 0) > REPORT_DETAILS_MAX) {
      ctx.addIssue({ code: "custom", path: ["details"], message: message("validation.reportDetailsMax") });
    }
  });
export type ReportInput = z.infer<typeof reportSchema>;

/** The stored reason: 'Other: {details}' when details are given. */
export function reportReasonText(input: ReportInput): string {
  const details = input.details?.trim();
  return input.reason === "Other" && details ? `Other: ${details}` : input.reason;
}
