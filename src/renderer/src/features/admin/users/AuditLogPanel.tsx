import { useState } from "react";
import { Alert, Table, Typography } from "antd";
import type { TableProps } from "antd";
import { useQuery } from "@tanstack/react-query";
import { timeAgo } from "@shared/format/relative-time.ts";
import type { MessageKey } from "@shared/i18n/messages/en.ts";
import { errorText } from "@renderer/lib/error-text.ts";
import { useT, type Translate } from "@renderer/lib/i18n.tsx";
import { auditLogQuery, type AuditLogRow } from "@renderer/data/admin/queries.ts";
import { MODERATION_REASON_LABELS } from "@shared/validation/moderation.ts";

const ACTION_LABELS: Record<string, MessageKey> = {
  grant_admin: "moderation.audit.grant_admin",
  revoke_admin: "moderation.audit.revoke_admin",
  ban_user: "moderation.audit.ban_user",
  unban_user: "moderation.audit.unban_user",
  hide_post: "moderation.audit.hide_post",
  remove_post: "moderation.audit.remove_post",
  restore_post: "moderation.audit.restore_post",
  auto_hide_post: "moderation.audit.auto_hide_post",
  set_report_threshold: "moderation.audit.set_report_threshold",
};

const text = (details: unknown, key: string): string | null => {
  if (!details || typeof details !== "object" || !(key in details)) return null;
  const value = (details as Record<string, unknown>)[key];
  return typeof value === "string" || typeof value === "number" ? String(value) : null;
};

/** A ban's reason (the admin's own words); a post action's post, reason category and note; a threshold's change. */
function reasonOf(details: unknown, t: Translate): string | null {
  const reason = text(details, "reason");
  const label = reason && Object.hasOwn(MODERATION_REASON_LABELS, reason) ? t(`moderation.reason.${reason}` as MessageKey) : reason;
  const title = text(details, "post_title");
  const to = text(details, "to");
  const parts = [title ? t("moderation.audit.postTitle", { title }) : null, label, text(details, "note"), to ? `${text(details, "from") ?? "?"} → ${to}` : null].filter(Boolean);
  return parts.length > 0 ? parts.join(" · ") : null;
}

/** The admin audit log: who did what to whom, newest first. */
export function AuditLogPanel() {
  const t = useT();
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const log = useQuery(auditLogQuery(page));
  const columns: TableProps<AuditLogRow>["columns"] = [
    { key: "when", title: t("moderation.col.when"), dataIndex: "created_at", render: (iso: string) => <time dateTime={iso}>{timeAgo(iso)}</time> },
    { key: "actor", title: t("moderation.col.admin"), responsive: ["sm"], render: (_, row) => row.actor_username ?? (row.actor_id ? t("moderation.na") : t("moderation.audit.automatic")) },
    {
      key: "action",
      title: t("moderation.col.action"),
      render: (_, row) => {
        const label = ACTION_LABELS[row.action];
        return label ? t(label) : row.action;
      },
    },
    { key: "target", title: t("moderation.col.user"), render: (_, row) => row.target_username ?? row.target_email ?? t("moderation.na") },
    { key: "reason", title: t("moderation.col.details"), responsive: ["md"], render: (_, row) => reasonOf(row.details, t) ?? "" },
  ];
  return (
    <section aria-labelledby="audit-log-title" style={{ marginTop: 32 }}>
      <Typography.Title id="audit-log-title" level={2}>
        {t("moderation.audit.title")}
      </Typography.Title>
      {log.isError ? <Alert type="error" showIcon title={t("moderation.audit.loadFailed", { error: errorText(t, log.error) })} /> : null}
      <Table<AuditLogRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={log.data?.rows ?? []}
        loading={log.isFetching}
        locale={{ emptyText: <span style={{ color: "#374151" }}>{t("moderation.audit.empty")}</span> }}
        pagination={{ current: page.page, pageSize: page.pageSize, total: log.data?.total ?? 0, onChange: (p, s) => setPage({ page: p, pageSize: s }) }}
      />
    </section>
  );
}
