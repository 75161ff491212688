import { Alert, Button, Table, Tag, Tooltip, Typography } from "antd";
import type { TableProps } from "antd";
import { useQuery } from "@tanstack/react-query";
import { timeAgo } from "../../../../../shared/format/relative-time.ts";
import { useToast } from "../../../lib/toast.ts";
import { errorMessage } from "../../../lib/errors.ts";
import { adminReportsQuery, type AdminReportRow, type ReportStatus } from "../../../data/reports/queries.ts";
import { setReportStatus } from "../../../data/reports/mutations.ts";
import { useDataMutation } from "../../../data/mutation.ts";

function ReportedContent({ row }: { row: AdminReportRow }) {
  if (row.reported_post_id) {
    return (
      <a href={row.reported_post_url ?? `/post/${row.reported_post_id}`} target="_blank" rel="noopener noreferrer">
        {row.reported_post_title?.trim() || "View Post"}
      </a>
    );
  }
  return <span>{row.reported_user_username ?? "User"}</span>;
}

export default function ReportsPage() {
  const toast = useToast();
  const reports = useQuery(adminReportsQuery());
  const update = useDataMutation(setReportStatus);

  const setStatus = (row: AdminReportRow, status: ReportStatus) =>
    update.mutate(
      { id: row.id, status },
      {
        onSuccess: () => void toast.success("Report status updated."),
        onError: (error) => void toast.error(`Failed to update report: ${errorMessage(error)}`),
      },
    );

  const columns: TableProps<AdminReportRow>["columns"] = [
    { key: "content", title: "Reported Content", render: (_, row) => <ReportedContent row={row} /> },
    {
      key: "reason",
      title: "Reason",
      dataIndex: "reason",
      ellipsis: { showTitle: false },
      render: (reason: string) => (
        <Tooltip title={reason}>
          <span style={{ display: "inline-block", maxWidth: 260, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", verticalAlign: "bottom" }}>{reason}</span>
        </Tooltip>
      ),
    },
    { key: "reporter", title: "Reporter", render: (_, row) => row.reporter_username ?? "N/A" },
    { key: "date", title: "Date", dataIndex: "created_at", render: (iso: string) => <time dateTime={iso}>{timeAgo(iso)}</time> },
    { key: "status", title: "Status", dataIndex: "status", render: (status: string) => <Tag color={status === "open" ? "error" : "default"}>{status}</Tag> },
    {
      key: "actions",
      title: "Actions",
      render: (_, row) => {
        const pending = update.isPending && update.variables?.id === row.id;
        return row.status === "open" ? (
          <Button size="small" type="primary" disabled={pending} onClick={() => setStatus(row, "resolved")}>
            Resolve
          </Button>
        ) : (
          <Button size="small" disabled={pending} onClick={() => setStatus(row, "open")}>
            Re-open
          </Button>
        );
      },
    },
  ];

  return (
    <section aria-labelledby="admin-reports-title">
      <Typography.Title id="admin-reports-title" level={1}>
        Manage Reports
      </Typography.Title>
      {reports.isError ? <Alert type="error" showIcon title={`Failed to load reports: ${errorMessage(reports.error)}`} /> : null}
      <Table<AdminReportRow>
        rowKey="id"
        columns={columns}
        dataSource={reports.data ?? []}
        loading={reports.isLoading}
        scroll={{ x: 900 }}
        locale={{ emptyText: <span style={{ color: "#374151" }}>No reports found.</span> }}
        pagination={{ pageSize: 50, showSizeChanger: true, hideOnSinglePage: true }}
      />
    </section>
  );
}
