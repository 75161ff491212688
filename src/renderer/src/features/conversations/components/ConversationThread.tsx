import { useState } from "react";
import { Alert, Button, Popconfirm, Skeleton } from "antd";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { formatPrice } from "@shared/format/price.ts";
import { postTitle } from "@shared/format/titles.ts";
import { timeAgo } from "@shared/format/relative-time.ts";
import { conversationMessagesQuery, type Conversation } from "@renderer/data/conversations/queries.ts";
import { answerOffer } from "@renderer/data/conversations/mutations.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";
import { useToast } from "@renderer/lib/toast.ts";
import { errorText } from "@renderer/lib/error-text.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import { StatusTag } from "./StatusTag.tsx";
import { ReplyForm } from "./ReplyForm.tsx";
import { ReportMessageDialog } from "./ReportMessageDialog.tsx";

/** One conversation: the offer (if any), its messages, the owner's accept/decline and a reply box for both sides. */
export function ConversationThread({ conversation, userId }: { conversation: Conversation; userId: string }) {
  const messages = useQuery(conversationMessagesQuery(conversation.id));
  const toast = useToast();
  const t = useT();
  const [reporting, setReporting] = useState<{ id: string; opener: HTMLElement } | null>(null);
  const answer = useDataMutation(answerOffer, {
    onSuccess: (_, { status }) => void toast.success(status === "accepted" ? t("member.conv.accepted") : t("member.conv.declined")),
    onError: (error) => void toast.error(t("member.conv.answerFailed", { error: errorText(t, error) })),
  });
  const party = conversation.other_party_name || t("member.conv.aMember");
  const isOffer = conversation.offer_id !== null;
  const amount = formatPrice(conversation.offer_amount) ?? "";
  const canAnswer = isOffer && conversation.role === "owner" && conversation.status === "open";
  const headingId = `thread-${conversation.id}`;

  return (
    <section className="thread" aria-labelledby={headingId}>
      <div className="thread__head">
        <h3 id={headingId} className="thread__title">
          <Link to={`/post/${conversation.post_id}`}>{postTitle(conversation.post_title)}</Link>
        </h3>
        <StatusTag status={conversation.status} isOffer={isOffer} />
      </div>
      <p style={{ marginTop: 0, color: "#374151" }}>
        {conversation.role === "owner" ? t(isOffer ? "member.conv.withOfferer" : "member.conv.withAsker", { party }) : t("member.conv.withOwner", { party })}
      </p>
      {isOffer ? (
        <div className="thread__offer">
          <strong>{conversation.role === "owner" ? t("member.conv.theyOffered", { party, amount }) : t("member.conv.youOffered", { amount })}</strong>
          {conversation.offer_message ? <p style={{ margin: "4px 0 0", whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{conversation.offer_message}</p> : null}
        </div>
      ) : null}
      {canAnswer ? (
        <div className="thread__answer">
          <Popconfirm title={t("member.conv.acceptTitle")} okText={t("member.conv.accept")} onConfirm={() => answer.mutate({ conversationId: conversation.id, status: "accepted" })}>
            <Button type="primary" loading={answer.isPending && answer.variables.status === "accepted"}>
              {t("member.conv.acceptOffer")}
            </Button>
          </Popconfirm>
          <Popconfirm title={t("member.conv.declineTitle")} okText={t("member.conv.decline")} okButtonProps={{ danger: true }} onConfirm={() => answer.mutate({ conversationId: conversation.id, status: "declined" })}>
            <Button danger loading={answer.isPending && answer.variables.status === "declined"}>
              {t("member.conv.declineOffer")}
            </Button>
          </Popconfirm>
        </div>
      ) : null}
      {messages.isError ? <Alert type="error" showIcon title={t("member.conv.messagesError")} /> : null}
      {messages.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <ol className="thread__messages" aria-label={t("member.conv.messages")}>
          {(messages.data ?? []).map((message) => {
            const mine = message.sender_id === userId;
            return (
              <li key={message.id} className={mine ? "thread__message thread__message--mine" : "thread__message"}>
                {message.body}
                <span className="thread__message-meta">
                  <span>{mine ? t("member.conv.you") : party}</span>
                  <time dateTime={message.created_at}>{timeAgo(message.created_at)}</time>
                  {mine ? null : (
                    <Button size="small" type="link" style={{ padding: 0, height: "auto" }} onClick={(event) => setReporting({ id: message.id, opener: event.currentTarget })} aria-label={t("member.conv.reportLabel", { party })}>
                      {t("actions.report")}
                    </Button>
                  )}
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <ReplyForm conversationId={conversation.id} />
      {reporting ? (
        <ReportMessageDialog
          messageId={reporting.id}
          onClose={() => {
            const { opener } = reporting;
            setReporting(null);
            requestAnimationFrame(() => opener.focus());
          }}
        />
      ) : null}
    </section>
  );
}
