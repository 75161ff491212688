import { Suspense, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { Alert, Button, Grid, Space, Table, Tabs, Tag, Tooltip, Typography } from "antd";
import type { TableProps } from "antd";
import { useQuery } from "@tanstack/react-query";
import { timeAgo } from "@shared/format/relative-time.ts";
import type { MessageKey } from "@shared/i18n/messages/en.ts";
import { useToast } from "@renderer/lib/toast.ts";
import { errorText } from "@renderer/lib/error-text.ts";
import { useT, type Translate } from "@renderer/lib/i18n.tsx";
import { Seo } from "@renderer/components/Seo.tsx";
import { useCount } from "@renderer/lib/plural.ts";
import { useReturnFocus } from "@renderer/lib/use-return-focus.ts";
import { adminReportsQuery, type AdminReportRow, type ReportStatus } from "@renderer/data/reports/queries.ts";
import { setReportStatus } from "@renderer/data/reports/mutations.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";
import { moderationChoices, ModerationDialog, type ModerationChoice, type PostStatus } from "../../admin-moderation/index.ts";
import { ReportThreshold } from "./ReportThreshold.tsx";
import { MessageReportsTable } from "./MessageReportsTable.tsx";
import { reportReasonText } from "./report-reason.ts";
import { ReportStatusTag } from "./ReportStatusTag.tsx";

const CHOICE_LABELS: Record<ModerationChoice, MessageKey> = { hide: "moderation.reports.hide", remove: "moderation.reports.remove", restore: "moderation.reports.restore" };
const TAKEN_DOWN: Partial<Record<PostStatus, MessageKey>> = { pending: "moderation.reports.postHidden", rejected: "moderation.reports.postRemoved" };

/** The reported post on our own site (not the external listing), or the reported user's name. */
function ReportedContent({ row, t }: { row: AdminReportRow; t: Translate }) {
  if (row.reported_post_id) {
    return <Link to={`/post/${row.reported_post_id}`}>{row.reported_post_title?.trim() || t("moderation.reports.viewPost")}</Link>;
  }
  return <span>{row.reported_user_username ?? t("moderation.reports.user")}</span>;
}

/** The report's status, and the post's when it is hidden or removed. */
function ReportState({ row, t }: { row: AdminReportRow; t: Translate }) {
  const takenDown = row.reported_post_status ? TAKEN_DOWN[row.reported_post_status] : undefined;
  return (
    <Space size={4} wrap>
      <ReportStatusTag status={row.status} t={t} />
      {takenDown ? <Tag>{t(takenDown)}</Tag> : null}
    </Space>
  );
}

type Moderating = { postId: string; title: string; action: ModerationChoice };

export default function ReportsPage() {
  const t = useT();
  const count = useCount();
  const toast = useToast();
  const reports = useQuery(adminReportsQuery());
  const update = useDataMutation(setReportStatus);
  const [moderating, setModerating] = useState<Moderating | null>(null);
  const { remember, returnFocus } = useReturnFocus();
  // Posts and users, or messages of conversations: the tab is in the address (?tab=messages), so it can be linked.
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "messages" ? "messages" : "posts";
  // Below md the Reason, Reporter, Date, Reports and Status columns are hidden: they go under the reported content.
  const narrow = !Grid.useBreakpoint().md;

  const setStatus = (row: AdminReportRow, status: ReportStatus) =>
    update.mutate(
      { id: row.id, status },
      {
        onSuccess: () => void toast.success(t("moderation.reports.updated")),
        onError: (error) => void toast.error(t("moderation.reports.updateFailed", { error: errorText(t, error) })),
      },
    );

  const columns: TableProps<AdminReportRow>["columns"] = [
    {
      key: "content",
      title: t("moderation.col.reportedContent"),
      render: (_, row) => (
        <>
          <ReportedContent row={row} t={t} />
          {narrow ? (
            <>
              <Typography.Text type="secondary" style={{ display: "block", overflowWrap: "break-word" }}>
                {reportReasonText(row.reason, t)}
              </Typography.Text>
              {row.reported_post_id ? <Typography.Text style={{ display: "block" }}>{count("moderation.reports.open", row.report_count)}</Typography.Text> : null}
              <ReportState row={row} t={t} />
            </>
          ) : null}
        </>
      ),
    },
    {
      key: "reports",
      title: t("moderation.col.reports"),
      dataIndex: "report_count",
      width: 130,
      responsive: ["md"],
      render: (reports: number, row) => (row.reported_post_id ? <span aria-label={count("moderation.reports.open", reports)}>{reports}</span> : "–"),
    },
    {
      key: "reason",
      title: t("moderation.col.reason"),
      dataIndex: "reason",
      responsive: ["md"],
      ellipsis: { showTitle: false },
      render: (reason: string) => (
        <Tooltip title={reportReasonText(reason, t)}>
          <span style={{ display: "inline-block", maxWidth: "100%", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", verticalAlign: "bottom" }}>
            {reportReasonText(reason, t)}
          </span>
        </Tooltip>
      ),
    },
    { key: "reporter", title: t("moderation.col.reporter"), responsive: ["lg"], render: (_, row) => row.reporter_username ?? t("moderation.na") },
    { key: "date", title: t("moderation.col.date"), dataIndex: "created_at", responsive: ["md"], render: (iso: string) => <time dateTime={iso}>{timeAgo(iso)}</time> },
    { key: "status", title: t("moderation.col.status"), dataIndex: "status", responsive: ["md"], render: (_, row) => <ReportState row={row} t={t} /> },
    {
      key: "actions",
      title: t("moderation.col.actions"),
      render: (_, row) => {
        const pending = update.isPending && update.variables?.id === row.id;
        const postId = row.reported_post_id;
        const postStatus = row.reported_post_status;
        return (
          <Space size={4} wrap>
            {row.status === "open" ? (
              <Button size="small" type="primary" disabled={pending} onClick={() => setStatus(row, "resolved")}>
                {t("moderation.reports.resolve")}
              </Button>
            ) : (
              <Button size="small" disabled={pending} onClick={() => setStatus(row, "open")}>
                {t("moderation.reports.reopen")}
              </Button>
            )}
            {postId && postStatus
              ? moderationChoices(postStatus).map((action, place) => (
                  // Keyed by place: after Hide the same button says Remove and keeps the focus the dialog gives back.
                  <Button
                    key={place}
                    size="small"
                    danger={action === "remove"}
                    onClick={(event) => {
                      remember(event);
                      setModerating({ postId, title: row.reported_post_title?.trim() || t("moderation.untitledPost"), action });
                    }}
                  >
                    {t(CHOICE_LABELS[action])}
                  </Button>
                ))
              : null}
          </Space>
        );
      },
    },
  ];

  return (
    <section aria-labelledby="admin-reports-title">
      <Seo title={t("admin.pageTitle", { title: t("moderation.reports.title") })} noindex />
      <Typography.Title id="admin-reports-title" level={1}>
        {t("moderation.reports.title")}
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === "messages" ? { tab: "messages" } : {}, { replace: true })}
        items={[
          {
            key: "posts",
            label: t("moderation.reports.tab.posts"),
            children: (
              <>
                <ReportThreshold />
                {reports.isError ? <Alert type="error" showIcon title={t("moderation.reports.loadFailed", { error: errorText(t, reports.error) })} /> : null}
                <Table<AdminReportRow>
                  rowKey="id"
                  size="middle"
                  columns={columns}
                  dataSource={reports.data ?? []}
                  loading={reports.isLoading}
                  locale={{ emptyText: <span style={{ color: "#374151" }}>{t("moderation.reports.empty")}</span> }}
                  pagination={{ pageSize: 50, showSizeChanger: true, hideOnSinglePage: true }}
                />
              </>
            ),
          },
          { key: "messages", label: t("moderation.reports.tab.messages"), children: <MessageReportsTable /> },
        ]}
      />
      <Suspense fallback={null}>
        {moderating ? (
          <ModerationDialog
            postId={moderating.postId}
            postTitle={moderating.title}
            action={moderating.action}
            onClose={() => {
              setModerating(null);
              returnFocus();
            }}
          />
        ) : null}
      </Suspense>
    </section>
  );
}
