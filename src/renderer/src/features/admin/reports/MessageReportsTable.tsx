import { useState, type Key } from "react";
import { Link } from "react-router-dom";
import { Alert, Button, Grid, Space, Spin, Table, Tag, Typography } from "antd";
import type { TableProps } from "antd";
import { useQuery } from "@tanstack/react-query";
import { timeAgo } from "@shared/format/relative-time.ts";
import { useToast } from "@renderer/lib/toast.ts";
import { errorMessage } from "@renderer/lib/errors.ts";
import { adminMessageReportsQuery, type AdminMessageReport } from "@renderer/data/message-reports/queries.ts";
import { setMessageReportStatus } from "@renderer/data/message-reports/mutations.ts";
import { conversationMessagesQuery } from "@renderer/data/conversations/queries.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";

/** The whole conversation around a reported message (admins may read a conversation once one of its messages is reported). */
function ConversationContext({ report }: { report: AdminMessageReport }) {
  const conversationId = report.conversation?.id ?? null;
  const messages = useQuery(conversationMessagesQuery(conversationId));
  if (!conversationId) return <Typography.Text type="secondary">The conversation no longer exists.</Typography.Text>;
  if (messages.isLoading) return <Spin size="small" aria-label="Loading the conversation" />;
  if (messages.isError) return <Alert type="error" showIcon title={`Failed to load the conversation: ${errorMessage(messages.error)}`} />;
  const nameOf = (senderId: string) => (senderId === report.message?.senderId ? report.message.senderName : report.reporterName);
  return (
    <ol aria-label="The conversation" style={{ listStyle: "none", margin: 0, padding: 0 }}>
      {(messages.data ?? []).map((message) => (
        <li key={message.id} style={{ padding: "6px 8px", background: message.id === report.message?.id ? "#fff1f0" : undefined }}>
          <Typography.Text strong>{nameOf(message.sender_id)}</Typography.Text>{" "}
          <Typography.Text type="secondary">
            <time dateTime={message.created_at}>{timeAgo(message.created_at)}</time>
            {message.id === report.message?.id ? " · reported" : ""}
          </Typography.Text>
          <div style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{message.body}</div>
        </li>
      ))}
    </ol>
  );
}

function ReportedMessage({ report }: { report: AdminMessageReport }) {
  if (!report.message) return <Typography.Text type="secondary">The message was deleted.</Typography.Text>;
  return (
    <div style={{ minWidth: 0 }}>
      <div style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{report.message.body}</div>
      <Typography.Text type="secondary">
        From {report.message.senderName}
        {report.conversation ? (
          <>
            {" "}
            · {report.conversation.kind === "offer" ? "offer on" : "question about"} <Link to={`/post/${report.conversation.postId}`} style={{ textDecoration: "underline" }}>
              {report.conversation.postTitle}
            </Link>
          </>
        ) : null}
      </Typography.Text>
    </div>
  );
}

/** The admin's queue of reported messages: the message, why, by whom; resolve or re-open; the conversation on demand. */
export function MessageReportsTable() {
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
        onSuccess: () => void toast.success("Report status updated."),
        onError: (error) => void toast.error(`Failed to update report: ${errorMessage(error)}`),
      },
    );

  const columns: TableProps<AdminMessageReport>["columns"] = [
    {
      key: "message",
      title: "Reported Message",
      render: (_, report) => (
        <>
          <ReportedMessage report={report} />
          <Button size="small" aria-expanded={expanded.includes(report.id)} onClick={() => toggle(report.id)} style={{ marginTop: 4 }}>
            {expanded.includes(report.id) ? "Hide conversation" : "Show conversation"}
          </Button>
          {narrow ? (
            <>
              <Typography.Text style={{ display: "block", overflowWrap: "anywhere" }}>Reason: {report.reason}</Typography.Text>
              <Tag color={report.status === "open" ? "error" : "default"}>{report.status}</Tag>
            </>
          ) : null}
        </>
      ),
    },
    { key: "reason", title: "Reason", dataIndex: "reason", responsive: ["md"], render: (reason: string) => <span style={{ overflowWrap: "anywhere" }}>{reason}</span> },
    { key: "reporter", title: "Reporter", dataIndex: "reporterName", responsive: ["lg"] },
    { key: "date", title: "Date", dataIndex: "createdAt", responsive: ["md"], render: (iso: string) => <time dateTime={iso}>{timeAgo(iso)}</time> },
    {
      key: "status",
      title: "Status",
      dataIndex: "status",
      responsive: ["md"],
      render: (status: AdminMessageReport["status"]) => <Tag color={status === "open" ? "error" : "default"}>{status}</Tag>,
    },
    {
      key: "actions",
      title: "Actions",
      render: (_, report) => {
        const pending = update.isPending && update.variables?.id === report.id;
        return (
          <Space size={4} wrap>
            {report.status === "open" ? (
              <Button size="small" type="primary" disabled={pending} onClick={() => setStatus(report, "resolved")}>
                Resolve
              </Button>
            ) : (
              <Button size="small" disabled={pending} onClick={() => setStatus(report, "open")}>
                Re-open
              </Button>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <>
      {reports.isError ? <Alert type="error" showIcon title={`Failed to load reported messages: ${errorMessage(reports.error)}`} /> : null}
      <Table<AdminMessageReport>
        rowKey="id"
        size="middle"
        aria-label="Reported messages"
        columns={columns}
        dataSource={reports.data ?? []}
        loading={reports.isLoading}
        expandable={{ expandedRowRender: (report) => <ConversationContext report={report} />, expandedRowKeys: expanded, showExpandColumn: false }}
        locale={{ emptyText: <span style={{ color: "#374151" }}>No reported messages.</span> }}
        pagination={{ pageSize: 50, showSizeChanger: true, hideOnSinglePage: true }}
      />
    </>
  );
}
