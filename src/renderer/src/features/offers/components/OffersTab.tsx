import { Alert, Button, Popconfirm, Table, Typography } from "antd";
import type { TableProps } from "antd";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { formatPrice } from "@shared/format/price.ts";
import { postTitle } from "@shared/format/titles.ts";
import { timeAgo } from "@shared/format/relative-time.ts";
import { useToast } from "@renderer/lib/toast.ts";
import { errorText } from "@renderer/lib/error-text.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import { myOffersQuery, receivedOffersQuery, type MyOffer, type ReceivedOffer } from "@renderer/data/offers/queries.ts";
import { withdrawOffer } from "@renderer/data/offers/mutations.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";
import { myConversationsQuery, type Conversation } from "@renderer/data/conversations/queries.ts";
import { conversationPath, StatusTag } from "../../conversations/index.ts";

const when = (iso: string) => <time dateTime={iso}>{timeAgo(iso)}</time>;
const postLink = (id: string, title: string | null) => <Link to={`/post/${id}`}>{postTitle(title)}</Link>;

/**
 * Offers made (with withdraw) and offers received on the member's own posts. A table scrolls sideways on phones; an
 * empty one is a sentence instead (its scroll area would hold nothing to focus: axe scrollable-region-focusable).
 */
export function OffersTab({ userId }: { userId: string | null }) {
  const t = useT();
  const mine = useQuery(myOffersQuery(userId));
  const received = useQuery(receivedOffersQuery(userId));
  const withdraw = useDataMutation(withdrawOffer);
  const conversations = useQuery(myConversationsQuery(userId));
  const byOffer = new Map<string, Conversation>((conversations.data ?? []).flatMap((c) => (c.offer_id ? [[c.offer_id, c] as const] : [])));
  const statusColumn = { key: "status", title: t("member.offers.col.status"), render: (_: unknown, row: { id: string }) => {
    const conversation = byOffer.get(row.id);
    return conversation ? <StatusTag status={conversation.status} isOffer /> : null;
  } };
  const conversationColumn = { key: "conversation", title: t("member.offers.col.conversation"), render: (_: unknown, row: { id: string; post_title: string | null }) => {
    const conversation = byOffer.get(row.id);
    if (!conversation) return null;
    const count = conversation.message_count;
    const label = count === 0 ? t("member.offers.open") : t(count === 1 ? "member.offers.message" : "member.offers.messages", { count });
    return <Link to={conversationPath(conversation.id)} aria-label={t("member.offers.openLabel", { title: postTitle(row.post_title) })}>{label}</Link>;
  } };
  const toast = useToast();

  const madeColumns: TableProps<MyOffer>["columns"] = [
    { key: "post", title: t("member.offers.col.property"), render: (_, row) => postLink(row.post_id, row.post_title) },
    { key: "amount", title: t("member.offers.col.amount"), render: (_, row) => formatPrice(row.offer_amount) },
    { key: "message", title: t("member.offers.col.message"), render: (_, row) => row.message || "—" },
    statusColumn,
    conversationColumn,
    { key: "when", title: t("member.offers.col.made"), render: (_, row) => when(row.created_at) },
    {
      key: "actions",
      title: t("member.offers.col.actions"),
      render: (_, row) => (
        <Popconfirm
          title={t("member.offers.withdrawTitle")}
          okText={t("member.offers.withdraw")}
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            withdraw.mutate(row.id, {
              onSuccess: () => void toast.success(t("member.offers.withdrawn")),
              onError: (error) => void toast.error(t("member.offers.withdrawFailed", { error: errorText(t, error) })),
            })
          }
        >
          <Button size="small" danger loading={withdraw.isPending && withdraw.variables === row.id} aria-label={t("member.offers.withdrawLabel", { title: postTitle(row.post_title) })}>
            {t("member.offers.withdraw")}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  const receivedColumns: TableProps<ReceivedOffer>["columns"] = [
    { key: "post", title: t("member.offers.col.property"), render: (_, row) => postLink(row.post_id, row.post_title) },
    { key: "amount", title: t("member.offers.col.amount"), render: (_, row) => formatPrice(row.offer_amount) },
    { key: "message", title: t("member.offers.col.message"), render: (_, row) => row.message || "—" },
    { key: "who", title: t("member.offers.col.from"), render: (_, row) => row.offerer_full_name || row.offerer_username || t("post.author.anonymous") },
    statusColumn,
    conversationColumn,
    { key: "when", title: t("member.offers.col.received"), render: (_, row) => when(row.created_at) },
  ];

  return (
    <>
      <section aria-labelledby="offers-made-title" style={{ marginBottom: 24 }}>
        <Typography.Title id="offers-made-title" level={2} style={{ fontSize: 20 }}>
          {t("member.offers.made")}
        </Typography.Title>
        {mine.isError ? <Alert type="error" showIcon title={t("member.offers.error")} /> : null}
        {mine.isSuccess && mine.data.length === 0 ? (
          <p style={{ color: "#374151" }}>{t("member.offers.noneMade")}</p>
        ) : (
          <Table<MyOffer> rowKey="id" size="small" columns={madeColumns} dataSource={mine.data ?? []} loading={mine.isLoading} scroll={{ x: 640 }} pagination={{ pageSize: 20, hideOnSinglePage: true }} />
        )}
      </section>
      <section aria-labelledby="offers-received-title">
        <Typography.Title id="offers-received-title" level={2} style={{ fontSize: 20 }}>
          {t("member.offers.received")}
        </Typography.Title>
        {received.isError ? <Alert type="error" showIcon title={t("member.offers.error")} /> : null}
        {received.isSuccess && received.data.length === 0 ? (
          <p style={{ color: "#374151" }}>{t("member.offers.noneReceived")}</p>
        ) : (
          <Table<ReceivedOffer> rowKey="id" size="small" columns={receivedColumns} dataSource={received.data ?? []} loading={received.isLoading} scroll={{ x: 640 }} pagination={{ pageSize: 20, hideOnSinglePage: true }} />
        )}
      </section>
    </>
  );
}
