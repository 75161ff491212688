import { Alert, Card, Empty, Skeleton, Space, Tag, Typography } from "antd";
import { useQuery } from "@tanstack/react-query";
import { postTitle } from "@shared/format/titles.ts";
import { timeDistance } from "@shared/format/relative-time.ts";
import { REPORT_REASON_KEYS } from "@shared/validation/report.ts";
import { myReportsQuery } from "@renderer/data/reports/queries.ts";
import { useT, type Translate } from "@renderer/lib/i18n.tsx";

/** A stored reason in the reader's language: one of the six reasons, or 'Other: {details}' (details as written). */
function reasonText(t: Translate, reason: string): string {
  if (Object.hasOwn(REPORT_REASON_KEYS, reason)) return t(REPORT_REASON_KEYS[reason as keyof typeof REPORT_REASON_KEYS]);
  return reason.startsWith("Other: ") ? t("member.reports.otherReason", { details: reason.slice("Other: ".length) }) : reason;
}

export function MyReportsTab({ userId }: { userId: string | null }) {
  const t = useT();
  const reports = useQuery(myReportsQuery(userId));

  if (reports.isPending && userId) {
    return (
      <div aria-busy="true" aria-label={t("member.reports.loading")}>
        {Array.from({ length: 5 }, (_, index) => (
          <Card key={index} style={{ marginBottom: 12 }} data-testid="report-skeleton">
            <Skeleton active paragraph={{ rows: 2 }} />
          </Card>
        ))}
      </div>
    );
  }
  if (reports.isError) return <Alert type="error" showIcon title={t("member.reports.error")} />;
  const rows = reports.data ?? [];
  if (rows.length === 0) {
    return (
      <Empty
        description={
          <>
            <strong>{t("member.reports.emptyTitle")}</strong> - {t("member.reports.emptyText")}
          </>
        }
      />
    );
  }
  return (
    <ul style={{ listStyle: "none", padding: 0, margin: 0 }} aria-label={t("member.reports.label")}>
      {rows.map((report) => (
        <li key={report.id} style={{ marginBottom: 12 }}>
          <Card size="small">
            <Space wrap style={{ marginBottom: 8 }}>
              <strong>{report.target_type === "post" ? t("member.reports.post") : t("member.reports.user")}</strong>
              <Tag color={report.status === "open" ? "error" : "default"}>{report.status === "open" ? t("member.reports.status.open") : t("member.reports.status.resolved")}</Tag>
            </Space>
            <p style={{ margin: 0 }}>
              <strong>{t("member.reports.reason")}</strong> {reasonText(t, report.reason)}
            </p>
            {report.reported_post_id || report.target_type === "post" ? (
              <p style={{ margin: 0 }}>
                <strong>{t("member.reports.reportedPost")}</strong> {postTitle(report.posts?.title)}
              </p>
            ) : null}
            <Typography.Text type="secondary">{t("member.reports.when", { distance: timeDistance(report.created_at) })}</Typography.Text>
          </Card>
        </li>
      ))}
    </ul>
  );
}
