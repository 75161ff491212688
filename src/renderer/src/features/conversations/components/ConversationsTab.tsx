import { Alert, Button, Empty, Skeleton, Typography } from "antd";
import { ArrowLeftOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router-dom";
import { formatPrice } from "@shared/format/price.ts";
import { postTitle } from "@shared/format/titles.ts";
import { timeAgo } from "@shared/format/relative-time.ts";
import { myConversationsQuery, type Conversation } from "@renderer/data/conversations/queries.ts";
import { StatusTag } from "./StatusTag.tsx";
import { ConversationThread } from "./ConversationThread.tsx";
import "../conversations.css";

function summary(row: Conversation): string {
  const party = row.other_party_name || "A member";
  if (row.offer_id) return row.role === "owner" ? `Offer from ${party}: ${formatPrice(row.offer_amount) ?? ""}` : `Your offer: ${formatPrice(row.offer_amount) ?? ""}`;
  return row.role === "owner" ? `Question from ${party}` : `Your question to ${party}`;
}

/**
 * The dashboard's conversations (issue 21): offers made and received and questions asked and received, each with
 * its status and messages; the selected one is in the URL (?tab=conversations&c=id). On phones the list and the
 * open conversation take turns.
 */
export function ConversationsTab({ userId }: { userId: string }) {
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

  if (conversations.isError) return <Alert type="error" showIcon title="Failed to load conversations. Please try again." />;
  if (conversations.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (rows.length === 0) {
    return <Empty description={<span style={{ color: "#374151" }}>No conversations yet. Offers and questions about posts appear here.</span>} />;
  }
  return (
    <div className="conversations" data-open={selected ? "true" : "false"}>
      <nav aria-label="Conversations" className="conversations__nav">
        <Typography.Title level={2} style={{ fontSize: 20 }}>
          Conversations
        </Typography.Title>
        <ul className="conversations__list">
          {rows.map((row) => (
            <li key={row.id}>
              <button type="button" className="conversations__item" aria-current={row.id === selected?.id ? "true" : undefined} onClick={() => select(row.id)}>
                <span className="conversations__item-title">{postTitle(row.post_title)}</span>
                <span className="conversations__item-meta">
                  <StatusTag status={row.status} isOffer={row.offer_id !== null} />
                  <span>{summary(row)}</span>
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
          All conversations
        </Button>
        {selected ? (
          <ConversationThread key={selected.id} conversation={selected} userId={userId} />
        ) : (
          <div className="thread">
            <p style={{ margin: 0, color: "#374151" }}>Choose a conversation to read it and reply.</p>
          </div>
        )}
      </div>
    </div>
  );
}
