import { useState } from "react";
import { Alert, Table, Typography } from "antd";
import type { TableProps } from "antd";
import { useQuery } from "@tanstack/react-query";
import { timeAgo } from "../../../../../shared/format/relative-time.ts";
import { errorMessage } from "../../../lib/errors.ts";
import { auditLogQuery, type AuditLogRow } from "../../../data/admin/queries.ts";

const ACTION_LABELS: Record<string, string> = {
  grant_admin: "Granted admin",
  revoke_admin: "Revoked admin",
  ban_user: "Banned",
  unban_user: "Unbanned",
};

function reasonOf(details: unknown): string | null {
  if (details && typeof details === "object" && "reason" in details && typeof details.reason === "string") return details.reason;
  return null;
}

/** The admin audit log: who did what to whom, newest first. */
export function AuditLogPanel() {
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const log = useQuery(auditLogQuery(page));
  const columns: TableProps<AuditLogRow>["columns"] = [
    { key: "when", title: "When", dataIndex: "created_at", render: (iso: string) => <time dateTime={iso}>{timeAgo(iso)}</time> },
    { key: "actor", title: "Admin", render: (_, row) => row.actor_username ?? "N/A" },
    { key: "action", title: "Action", render: (_, row) => ACTION_LABELS[row.action] ?? row.action },
    { key: "target", title: "User", render: (_, row) => row.target_username ?? row.target_email ?? "N/A" },
    { key: "reason", title: "Reason", render: (_, row) => reasonOf(row.details) ?? "" },
  ];
  return (
    <section aria-labelledby="audit-log-title" style={{ marginTop: 32 }}>
      <Typography.Title id="audit-log-title" level={2}>
        Audit Log
      </Typography.Title>
      {log.isError ? <Alert type="error" showIcon title={`Error loading audit log: ${errorMessage(log.error)}`} /> : null}
      <Table<AuditLogRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={log.data?.rows ?? []}
        loading={log.isFetching}
        scroll={{ x: 640 }}
        locale={{ emptyText: <span style={{ color: "#374151" }}>No admin actions recorded yet.</span> }}
        pagination={{ current: page.page, pageSize: page.pageSize, total: log.data?.total ?? 0, onChange: (p, s) => setPage({ page: p, pageSize: s }) }}
      />
    </section>
  );
}
