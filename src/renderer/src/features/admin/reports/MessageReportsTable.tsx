import { useState, type Key } from "react";
import { Link } from "react-router-dom";
import { Alert, Button, Grid, Space, Spin, Table, Typography } from "antd";
import type { TableProps } from "antd";
import { useQuery } from "@tanstack/react-query";
import { timeAgo } from "@shared/format/relative-time.ts";
import { useToast } from "@renderer/lib/toast.ts";
import { errorText } from "@renderer/lib/error-text.ts";
import { useT, type Translate } from "@renderer/lib/i18n.tsx";
import { adminMessageReportsQuery, type AdminMessageReport } from "@renderer/data/message-reports/queries.ts";
import { setMessageReportStatus } from "@renderer/data/message-reports/mutations.ts";
import { conversationMessagesQuery } from "@renderer/data/conversations/queries.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";
import { ReportStatusTag } from "./ReportStatusTag.tsx";

/** A member's name, or 'Deleted account' when their account is gone. */
const nameOr = (name: string | null, t: Translate) => name ?? t("moderation.deletedAccount");

/** The whole conversation around a reported message (admins may read a conversation once one of its messages is reported). */
function ConversationContext({ report, t }: { report: AdminMessageReport; t: Translate }) {
  const conversationId = report.conversation?.id ?? null;
  const messages = useQuery(conversationMessagesQuery(conversationId));
  if (!conversationId) return <Typography.Text type="secondary">{t("moderation.messages.conversationGone")}</Typography.Text>;
  if (messages.isLoading) return <Spin size="small" aria-label={t("moderation.messages.conversationLoading")} />;
  if (messages.isError) return <Alert type="error" showIcon title={t("moderation.messages.conversationFailed", { error: errorText(t, messages.error) })} />;
  const nameOf = (senderId: string) => nameOr(senderId === report.message?.senderId ? report.message.senderName : report.reporterName, t);
  return (
    <ol aria-label={t("moderation.messages.conversation")} style={{ listStyle: "none", margin: 0, padding: 0 }}>
      {(messages.data ?? []).map((message) => (
        <li key={message.id} style={{ padding: "6px 8px", background: message.id === report.message?.id ? "#fff1f0" : undefined }}>
          <Typography.Text strong>{nameOf(message.sender_id)}</Typography.Text>{" "}
          <Typography.Text type="secondary">
            <time dateTime={message.created_at}>{timeAgo(message.created_at)}</time>
            {message.id === report.message?.id ? ` · ${t("moderation.messages.reported")}` : ""}
          </Typography.Text>
          <div style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{message.body}</div>
        </li>
      ))}
    </ol>
  );
}

function ReportedMessage({ report, t }: { report: AdminMessageReport; t: Translate }) {
  if (!report.message) return <Typography.Text type="secondary">{t("moderation.messages.deleted")}</Typography.Text>;
  return (
    <div style={{ minWidth: 0 }}>
      <div style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{report.message.body}</div>
      <Typography.Text type="secondary">
        {t("moderation.messages.from", { name: nameOr(report.message.senderName, t) })}
        {report.conversation ? (
          <>
            {" "}
            · {t(report.conversation.kind === "offer" ? "moderation.messages.offerOn" : "moderation.messages.questionAbout")}{" "}
            <Link to={`/post/${report.conversation.postId}`} style={{ textDecoration: "underline" }}>
              {report.conversation.postTitle ?? t("moderation.untitledPost")}
            </Link>
          </>
        ) : null}
      </Typography.Text>
    </div>
  );
}

/** The admin's queue of reported messages: the message, why, by whom; resolve or re-open; the conversation on demand. */
export function MessageReportsTable() {
  const t = useT();
  const toast = useToast();
  const reports = useQuery(adminMessageReportsQuery());
  const update = useDataMutation(setMessageReportStatus);
  const narrow = !Grid.useBreakpoint().md;
  // The conversation opens under its row from a button in the message's cell (no extra column on phones).
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  const toggle = (id: string) => setExpanded((keys) => (keys.includes(id) ? keys.filter((key) => key !== id) : [...keys, id]));

  const setStatus = (report: AdminMessageReport, status: AdminMessageReport["status"]) =>
    update.mutate(
      { id: report.id, status },
      {
        onSuccess: () => void toast.success(t("moderation.reports.updated")),
        onError: (error) => void toast.error(t("moderation.reports.updateFailed", { error: errorText(t, error) })),
      },
    );

  const columns: TableProps<AdminMessageReport>["columns"] = [
    {
      key: "message",
      title: t("moderation.col.reportedMessage"),
      render: (_, report) => (
        <>
          <ReportedMessage report={report} t={t} />
          <Button size="small" aria-expanded={expanded.includes(report.id)} onClick={() => toggle(report.id)} style={{ marginTop: 4 }}>
            {t(expanded.includes(report.id) ? "moderation.messages.hide" : "moderation.messages.show")}
          </Button>
          {narrow ? (
            <>
              <Typography.Text style={{ display: "block", overflowWrap: "anywhere" }}>{t("moderation.messages.reason", { reason: report.reason })}</Typography.Text>
              <ReportStatusTag status={report.status} t={t} />
            </>
          ) : null}
        </>
      ),
    },
    { key: "reason", title: t("moderation.col.reason"), dataIndex: "reason", responsive: ["md"], render: (reason: string) => <span style={{ overflowWrap: "anywhere" }}>{reason}</span> },
    { key: "reporter", title: t("moderation.col.reporter"), dataIndex: "reporterName", responsive: ["lg"], render: (name: string | null) => nameOr(name, t) },
    { key: "date", title: t("moderation.col.date"), dataIndex: "createdAt", responsive: ["md"], render: (iso: string) => <time dateTime={iso}>{timeAgo(iso)}</time> },
    {
      key: "status",
      title: t("moderation.col.status"),
      dataIndex: "status",
      responsive: ["md"],
      render: (status: AdminMessageReport["status"]) => <ReportStatusTag status={status} t={t} />,
    },
    {
      key: "actions",
      title: t("moderation.col.actions"),
      render: (_, report) => {
        const pending = update.isPending && update.variables?.id === report.id;
        return (
          <Space size={4} wrap>
            {report.status === "open" ? (
              <Button size="small" type="primary" disabled={pending} onClick={() => setStatus(report, "resolved")}>
                {t("moderation.reports.resolve")}
              </Button>
            ) : (
              <Button size="small" disabled={pending} onClick={() => setStatus(report, "open")}>
                {t("moderation.reports.reopen")}
              </Button>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <>
      {reports.isError ? <Alert type="error" showIcon title={t("moderation.messages.loadFailed", { error: errorText(t, reports.error) })} /> : null}
      <Table<AdminMessageReport>
        rowKey="id"
        size="middle"
        aria-label={t("moderation.messages.label")}
        columns={columns}
        dataSource={reports.data ?? []}
        loading={reports.isLoading}
        expandable={{ expandedRowRender: (report) => <ConversationContext report={report} t={t} />, expandedRowKeys: expanded, showExpandColumn: false }}
        locale={{ emptyText: <span style={{ color: "#374151" }}>{t("moderation.messages.empty")}</span> }}
        pagination={{ pageSize: 50, showSizeChanger: true, hideOnSinglePage: true }}
      />
    </>
  );
}
