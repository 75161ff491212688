import { Tag } from "antd";
import type { Translate } from "@renderer/lib/i18n.tsx";

/** 'open' or 'resolved' in the reader's language (the badge of spec §2, open in the destructive style). */
export function ReportStatusTag({ status, t }: { status: "open" | "resolved"; t: Translate }) {
  return <Tag color={status === "open" ? "error" : "default"}>{t(status === "open" ? "moderation.reports.status.open" : "moderation.reports.status.resolved")}</Tag>;
}
