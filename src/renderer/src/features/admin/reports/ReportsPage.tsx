import { Suspense, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { Alert, Button, Grid, Space, Table, Tabs, Tag, Tooltip, Typography } from "antd";
import type { TableProps } from "antd";
import { useQuery } from "@tanstack/react-query";
import { timeAgo } from "@shared/format/relative-time.ts";
import { UNTITLED_POST } from "@shared/format/titles.ts";
import { useToast } from "@renderer/lib/toast.ts";
import { errorMessage } from "@renderer/lib/errors.ts";
import { adminReportsQuery, type AdminReportRow, type ReportStatus } from "@renderer/data/reports/queries.ts";
import { setReportStatus } from "@renderer/data/reports/mutations.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";
import { moderationChoices, ModerationDialog, POST_STATUS_LABELS, type ModerationChoice } from "../../admin-moderation/index.ts";
import { ReportThreshold } from "./ReportThreshold.tsx";
import { MessageReportsTable } from "./MessageReportsTable.tsx";

const CHOICE_LABELS: Record<ModerationChoice, string> = { hide: "Hide", remove: "Remove", restore: "Restore" };

/** The reported post on our own site (not the external listing), or the reported user's name. */
function ReportedContent({ row }: { row: AdminReportRow }) {
  if (row.reported_post_id) {
    return <Link to={`/post/${row.reported_post_id}`}>{row.reported_post_title?.trim() || "View Post"}</Link>;
  }
  return <span>{row.reported_user_username ?? "User"}</span>;
}

/** The report's status, the post's when it is hidden or removed, and (on phones) how many members report it. */
function ReportState({ row }: { row: AdminReportRow }) {
  return (
    <Space size={4} wrap>
      <Tag color={row.status === "open" ? "error" : "default"}>{row.status}</Tag>
      {row.reported_post_status && row.reported_post_status !== "approved" ? <Tag>{POST_STATUS_LABELS[row.reported_post_status]}</Tag> : null}
    </Space>
  );
}

type Moderating = { postId: string; title: string; action: ModerationChoice };

export default function ReportsPage() {
  const toast = useToast();
  const reports = useQuery(adminReportsQuery());
  const update = useDataMutation(setReportStatus);
  const [moderating, setModerating] = useState<Moderating | null>(null);
  // Posts and users, or messages of conversations: the tab is in the address (?tab=messages), so it can be linked.
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "messages" ? "messages" : "posts";
  // Below md the Reason, Reporter, Date, Reports and Status columns are hidden: they go under the reported content.
  const narrow = !Grid.useBreakpoint().md;

  const setStatus = (row: AdminReportRow, status: ReportStatus) =>
    update.mutate(
      { id: row.id, status },
      {
        onSuccess: () => void toast.success("Report status updated."),
        onError: (error) => void toast.error(`Failed to update report: ${errorMessage(error)}`),
      },
    );

  const columns: TableProps<AdminReportRow>["columns"] = [
    {
      key: "content",
      title: "Reported Content",
      render: (_, row) => (
        <>
          <ReportedContent row={row} />
          {narrow ? (
            <>
              <Typography.Text type="secondary" style={{ display: "block", overflowWrap: "break-word" }}>
                {row.reason}
              </Typography.Text>
              {row.reported_post_id ? (
                <Typography.Text style={{ display: "block" }}>
                  {row.report_count} open {row.report_count === 1 ? "report" : "reports"}
                </Typography.Text>
              ) : null}
              <ReportState row={row} />
            </>
          ) : null}
        </>
      ),
    },
    {
      key: "reports",
      title: "Reports",
      dataIndex: "report_count",
      width: 90,
      responsive: ["md"],
      render: (count: number, row) => (row.reported_post_id ? <span aria-label={`${count} open ${count === 1 ? "report" : "reports"}`}>{count}</span> : "–"),
    },
    {
      key: "reason",
      title: "Reason",
      dataIndex: "reason",
      responsive: ["md"],
      ellipsis: { showTitle: false },
      render: (reason: string) => (
        <Tooltip title={reason}>
          <span style={{ display: "inline-block", maxWidth: "100%", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", verticalAlign: "bottom" }}>{reason}</span>
        </Tooltip>
      ),
    },
    { key: "reporter", title: "Reporter", responsive: ["lg"], render: (_, row) => row.reporter_username ?? "N/A" },
    { key: "date", title: "Date", dataIndex: "created_at", responsive: ["md"], render: (iso: string) => <time dateTime={iso}>{timeAgo(iso)}</time> },
    {
      key: "status",
      title: "Status",
      dataIndex: "status",
      responsive: ["md"],
      render: (_, row) => <ReportState row={row} />,
    },
    {
      key: "actions",
      title: "Actions",
      render: (_, row) => {
        const pending = update.isPending && update.variables?.id === row.id;
        const postId = row.reported_post_id;
        const postStatus = row.reported_post_status;
        return (
          <Space size={4} wrap>
            {row.status === "open" ? (
              <Button size="small" type="primary" disabled={pending} onClick={() => setStatus(row, "resolved")}>
                Resolve
              </Button>
            ) : (
              <Button size="small" disabled={pending} onClick={() => setStatus(row, "open")}>
                Re-open
              </Button>
            )}
            {postId && postStatus
              ? moderationChoices(postStatus).map((action) => (
                  <Button
                    key={action}
                    size="small"
                    danger={action === "remove"}
                    onClick={() => setModerating({ postId, title: row.reported_post_title?.trim() || UNTITLED_POST, action })}
                  >
                    {CHOICE_LABELS[action]}
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
      <Typography.Title id="admin-reports-title" level={1}>
        Manage Reports
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === "messages" ? { tab: "messages" } : {}, { replace: true })}
        items={[
          {
            key: "posts",
            label: "Posts and users",
            children: (
              <>
                <ReportThreshold />
                {reports.isError ? <Alert type="error" showIcon title={`Failed to load reports: ${errorMessage(reports.error)}`} /> : null}
                <Table<AdminReportRow>
                  rowKey="id"
                  size="middle"
                  columns={columns}
                  dataSource={reports.data ?? []}
                  loading={reports.isLoading}
                  locale={{ emptyText: <span style={{ color: "#374151" }}>No reports found.</span> }}
                  pagination={{ pageSize: 50, showSizeChanger: true, hideOnSinglePage: true }}
                />
              </>
            ),
          },
          { key: "messages", label: "Messages", children: <MessageReportsTable /> },
        ]}
      />
      <Suspense fallback={null}>
        {moderating ? <ModerationDialog postId={moderating.postId} postTitle={moderating.title} action={moderating.action} onClose={() => setModerating(null)} /> : null}
      </Suspense>
    </section>
  );
}
