import { useState } from "react";
import { Alert, Empty, Space, Switch, Table, Tag, Typography } from "antd";
import type { TableProps } from "antd";
import { useQuery } from "@tanstack/react-query";
import { useToast } from "@renderer/lib/toast.ts";
import { errorText } from "@renderer/lib/error-text.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import { Seo } from "@renderer/components/Seo.tsx";
import type { MessageKey } from "@shared/i18n/messages/en.ts";
import { adminPostsPageQuery, type AdminPostRow } from "@renderer/data/posts/admin-list.ts";
import { setPostFeatured } from "@renderer/data/posts/mutations.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";

const STATUS_LABELS: Record<AdminPostRow["status"], MessageKey> = {
  approved: "moderation.postStatus.approved",
  pending: "moderation.postStatus.pending",
  rejected: "moderation.postStatus.rejected",
};

export default function FeaturedPage() {
  const t = useT();
  const toast = useToast();
  const titleOf = (row: AdminPostRow) => row.title?.trim() || t("moderation.untitledPost");
  const [page, setPage] = useState({ page: 1, pageSize: 50 });
  const posts = useQuery(adminPostsPageQuery(page));
  const setFeatured = useDataMutation(setPostFeatured);

  const toggle = (row: AdminPostRow, featured: boolean) =>
    setFeatured.mutate(
      { postId: row.id, featured },
      {
        onSuccess: () => void toast.success(t(featured ? "moderation.featured.on" : "moderation.featured.off")),
        onError: (error) => void toast.error(t("moderation.featured.failed", { error: errorText(t, error) })),
      },
    );

  const statusTag = (row: AdminPostRow) => <Tag color={row.status === "approved" ? "blue" : "default"}>{t(STATUS_LABELS[row.status])}</Tag>;
  const author = (row: AdminPostRow) => (
    <span>
      <span style={{ display: "block" }}>{row.author?.full_name?.trim() || row.author?.username || t("moderation.na")}</span>
      {row.author?.username && row.author.full_name?.trim() ? <Typography.Text type="secondary">@{row.author.username}</Typography.Text> : null}
    </span>
  );
  const featuredSwitch = (row: AdminPostRow) => (
    <Switch
      checked={row.is_featured}
      loading={setFeatured.isPending && setFeatured.variables?.postId === row.id}
      onChange={(checked) => toggle(row, checked)}
      aria-label={t("moderation.featured.switch", { title: titleOf(row) })}
    />
  );

  const columns: TableProps<AdminPostRow>["columns"] = [
    // Phones: the title, status and author in one column, the switch beside them (antd's xs is below 576 px).
    {
      key: "compact",
      title: t("moderation.col.title"),
      responsive: ["xs"],
      render: (_, row) => (
        <Space direction="vertical" size={4} style={{ minWidth: 0 }}>
          <span style={{ overflowWrap: "anywhere" }}>{titleOf(row)}</span>
          {statusTag(row)}
          {author(row)}
        </Space>
      ),
    },
    { key: "compactFeatured", title: t("moderation.col.featured"), responsive: ["xs"], width: 96, render: (_, row) => featuredSwitch(row) },
    { key: "title", title: t("moderation.col.title"), responsive: ["sm"], render: (_, row) => titleOf(row) },
    { key: "status", title: t("moderation.col.status"), responsive: ["sm"], render: (_, row) => statusTag(row) },
    { key: "author", title: t("moderation.col.author"), responsive: ["sm"], render: (_, row) => author(row) },
    { key: "featured", title: t("moderation.col.featured"), responsive: ["sm"], render: (_, row) => featuredSwitch(row) },
  ];

  const empty = posts.isSuccess && posts.data.total === 0;

  return (
    <section aria-labelledby="admin-featured-title">
      <Seo title={t("admin.pageTitle", { title: t("moderation.featured.title") })} noindex />
      <Typography.Title id="admin-featured-title" level={1}>
        {t("moderation.featured.title")}
      </Typography.Title>
      <Typography.Paragraph>{t("moderation.featured.lead")}</Typography.Paragraph>
      {posts.isError ? (
        <Alert type="error" showIcon title={t("moderation.featured.loadFailed")} description={errorText(t, posts.error)} />
      ) : empty ? (
        <Empty
          description={
            <>
              <Typography.Title level={2} style={{ fontSize: 18 }}>
                {t("moderation.featured.emptyTitle")}
              </Typography.Title>
              <p>{t("moderation.featured.emptyText")}</p>
            </>
          }
        />
      ) : (
        <Table<AdminPostRow>
          rowKey="id"
          columns={columns}
          dataSource={posts.data?.rows ?? []}
          loading={posts.isFetching}
          pagination={{ current: page.page, pageSize: page.pageSize, total: posts.data?.total ?? 0, showSizeChanger: true, onChange: (p, s) => setPage({ page: p, pageSize: s }) }}
        />
      )}
    </section>
  );
}
