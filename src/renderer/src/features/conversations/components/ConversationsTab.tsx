import { Alert, Button, Empty, Skeleton, Typography } from "antd";
import { ArrowLeftOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router-dom";
import { formatPrice } from "@shared/format/price.ts";
import { postTitle } from "@shared/format/titles.ts";
import { timeAgo } from "@shared/format/relative-time.ts";
import { myConversationsQuery, type Conversation } from "@renderer/data/conversations/queries.ts";
import { useT, type Translate } from "@renderer/lib/i18n.tsx";
import { StatusTag } from "./StatusTag.tsx";
import { ConversationThread } from "./ConversationThread.tsx";
import "../conversations.css";

function summary(t: Translate, row: Conversation): string {
  const party = row.other_party_name || t("member.conv.aMember");
  const amount = formatPrice(row.offer_amount) ?? "";
  if (row.offer_id) return row.role === "owner" ? t("member.conv.offerFrom", { party, amount }) : t("member.conv.yourOffer", { amount });
  return row.role === "owner" ? t("member.conv.questionFrom", { party }) : t("member.conv.yourQuestion", { party });
}

/**
 * The dashboard's conversations (issue 21): offers made and received and questions asked and received, each with
 * its status and messages; the selected one is in the URL (?tab=conversations&c=id). On phones the list and the
 * open conversation take turns.
 */
export function ConversationsTab({ userId }: { userId: string }) {
  const t = useT();
  const conversations = useQuery(myConversationsQuery(userId));
  const [params, setParams] = useSearchParams();
  const selectedId = params.get("c");
  const rows = conversations.data ?? [];
  const selected = rows.find((row) => row.id === selectedId) ?? null;
  const select = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set("c", id);
    else next.delete("c");
    setParams(next, { replace: true });
  };

  if (conversations.isError) return <Alert type="error" showIcon title={t("member.conv.error")} />;
  if (conversations.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (rows.length === 0) {
    return <Empty description={<span style={{ color: "#374151" }}>{t("member.conv.empty")}</span>} />;
  }
  return (
    <div className="conversations" data-open={selected ? "true" : "false"}>
      <nav aria-label={t("member.tab.conversations")} className="conversations__nav">
        <Typography.Title level={2} style={{ fontSize: 20 }}>
          {t("member.tab.conversations")}
        </Typography.Title>
        <ul className="conversations__list">
          {rows.map((row) => (
            <li key={row.id}>
              <button type="button" className="conversations__item" aria-current={row.id === selected?.id ? "true" : undefined} onClick={() => select(row.id)}>
                <span className="conversations__item-title">{postTitle(row.post_title)}</span>
                <span className="conversations__item-meta">
                  <StatusTag status={row.status} isOffer={row.offer_id !== null} />
                  <span>{summary(t, row)}</span>
                  <time dateTime={row.last_message_at}>{timeAgo(row.last_message_at)}</time>
                </span>
                {row.last_message ? <span className="conversations__item-last">{row.last_message}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div>
        <Button className="conversations__back" icon={<ArrowLeftOutlined />} onClick={() => select(null)}>
          {t("member.conv.all")}
        </Button>
        {selected ? (
          <ConversationThread key={selected.id} conversation={selected} userId={userId} />
        ) : (
          <div className="thread">
            <p style={{ margin: 0, color: "#374151" }}>{t("member.conv.choose")}</p>
          </div>
        )}
      </div>
    </div>
  );
}
