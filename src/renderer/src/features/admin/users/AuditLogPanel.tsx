import { useState } from "react";
import { Alert, Table, Typography } from "antd";
import type { TableProps } from "antd";
import { useQuery } from "@tanstack/react-query";
import { timeAgo } from "@shared/format/relative-time.ts";
import { errorMessage } from "@renderer/lib/errors.ts";
import { auditLogQuery, type AuditLogRow } from "@renderer/data/admin/queries.ts";
import { MODERATION_REASON_LABELS, type ModerationReason } from "@shared/validation/moderation.ts";

const ACTION_LABELS: Record<string, string> = {
  grant_admin: "Granted admin",
  revoke_admin: "Revoked admin",
  ban_user: "Banned",
  unban_user: "Unbanned",
  hide_post: "Hid a post",
  remove_post: "Removed a post",
  restore_post: "Restored a post",
  auto_hide_post: "Post held after reports",
  set_report_threshold: "Changed the report threshold",
};

const text = (details: unknown, key: string): string | null => {
  if (!details || typeof details !== "object" || !(key in details)) return null;
  const value = (details as Record<string, unknown>)[key];
  return typeof value === "string" || typeof value === "number" ? String(value) : null;
};

/** A ban's reason; a post action's post, reason category and note; a threshold's change. */
function reasonOf(details: unknown): string | null {
  const reason = text(details, "reason");
  const label = reason && reason in MODERATION_REASON_LABELS ? MODERATION_REASON_LABELS[reason as ModerationReason] : reason;
  const to = text(details, "to");
  const parts = [
    text(details, "post_title") ? `“${text(details, "post_title")}”` : null,
    label,
    text(details, "note"),
    to ? `${text(details, "from") ?? "?"} → ${to}` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(" · ") : null;
}

/** The admin audit log: who did what to whom, newest first. */
export function AuditLogPanel() {
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const log = useQuery(auditLogQuery(page));
  const columns: TableProps<AuditLogRow>["columns"] = [
    { key: "when", title: "When", dataIndex: "created_at", render: (iso: string) => <time dateTime={iso}>{timeAgo(iso)}</time> },
    { key: "actor", title: "Admin", responsive: ["sm"], render: (_, row) => row.actor_username ?? (row.actor_id ? "N/A" : "Automatic") },
    { key: "action", title: "Action", render: (_, row) => ACTION_LABELS[row.action] ?? row.action },
    { key: "target", title: "User", render: (_, row) => row.target_username ?? row.target_email ?? "N/A" },
    { key: "reason", title: "Details", responsive: ["md"], render: (_, row) => reasonOf(row.details) ?? "" },
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
        locale={{ emptyText: <span style={{ color: "#374151" }}>No admin actions recorded yet.</span> }}
        pagination={{ current: page.page, pageSize: page.pageSize, total: log.data?.total ?? 0, onChange: (p, s) => setPage({ page: p, pageSize: s }) }}
      />
    </section>
  );
}
