import { useState } from "react";
import { Alert, Empty, Switch, Table, Tag, Typography } from "antd";
import type { TableProps } from "antd";
import { useQuery } from "@tanstack/react-query";
import { postTitle } from "@shared/format/titles.ts";
import { useToast } from "@renderer/lib/toast.ts";
import { errorMessage } from "@renderer/lib/errors.ts";
import { adminPostsPageQuery, type AdminPostRow } from "@renderer/data/posts/admin-list.ts";
import { setPostFeatured } from "@renderer/data/posts/mutations.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";

export default function FeaturedPage() {
  const toast = useToast();
  const [page, setPage] = useState({ page: 1, pageSize: 50 });
  const posts = useQuery(adminPostsPageQuery(page));
  const setFeatured = useDataMutation(setPostFeatured);

  const toggle = (row: AdminPostRow, featured: boolean) =>
    setFeatured.mutate(
      { postId: row.id, featured },
      {
        onSuccess: () => void toast.success(featured ? "Property featured." : "Property unfeatured."),
        onError: (error) => void toast.error(`Failed to update status: ${errorMessage(error)}`),
      },
    );

  const columns: TableProps<AdminPostRow>["columns"] = [
    { key: "title", title: "Title", render: (_, row) => postTitle(row.title) },
    { key: "status", title: "Status", dataIndex: "status", render: (status: string) => <Tag color={status === "approved" ? "blue" : "default"}>{status}</Tag> },
    {
      key: "author",
      title: "Author",
      render: (_, row) => (
        <span>
          <span style={{ display: "block" }}>{row.author?.full_name?.trim() || row.author?.username || "N/A"}</span>
          {row.author?.username && row.author.full_name?.trim() ? <Typography.Text type="secondary">@{row.author.username}</Typography.Text> : null}
        </span>
      ),
    },
    {
      key: "featured",
      title: "Featured",
      render: (_, row) => (
        <Switch
          checked={row.is_featured}
          loading={setFeatured.isPending && setFeatured.variables?.postId === row.id}
          onChange={(checked) => toggle(row, checked)}
          aria-label={`Feature ${postTitle(row.title)}`}
        />
      ),
    },
  ];

  const empty = posts.isSuccess && posts.data.total === 0;

  return (
    <section aria-labelledby="admin-featured-title">
      <Typography.Title id="admin-featured-title" level={1}>
        Manage Featured Properties
      </Typography.Title>
      <Typography.Paragraph>Select which properties to feature on the homepage.</Typography.Paragraph>
      {posts.isError ? (
        <Alert type="error" showIcon title="Failed to load posts. Please try again later." description={errorMessage(posts.error)} />
      ) : empty ? (
        <Empty
          description={
            <>
              <Typography.Title level={2} style={{ fontSize: 18 }}>
                No Posts Found
              </Typography.Title>
              <p>There are no posts in the system yet. Once users start submitting posts, you&apos;ll be able to manage them here.</p>
            </>
          }
        />
      ) : (
        <Table<AdminPostRow>
          rowKey="id"
          columns={columns}
          dataSource={posts.data?.rows ?? []}
          loading={posts.isFetching}
          scroll={{ x: 800 }}
          pagination={{ current: page.page, pageSize: page.pageSize, total: posts.data?.total ?? 0, showSizeChanger: true, onChange: (p, s) => setPage({ page: p, pageSize: s }) }}
        />
      )}
    </section>
  );
}
