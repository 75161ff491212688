import { useState } from "react";
import { Alert, Input, Select, Space, Table, Typography } from "antd";
import type { TableProps } from "antd";
import { useQuery } from "@tanstack/react-query";
import { useSession } from "@renderer/data/session/use-session.ts";
import { UserAvatar } from "@renderer/components/UserAvatar.tsx";
import { errorText } from "@renderer/lib/error-text.ts";
import { useT, type Translate } from "@renderer/lib/i18n.tsx";
import { Seo } from "@renderer/components/Seo.tsx";
import { useCount } from "@renderer/lib/plural.ts";
import type { MessageKey } from "@shared/i18n/messages/en.ts";
import { usersPageQuery, type AdminUserRow } from "@renderer/data/admin/queries.ts";
import type { UserSort, UsersParams } from "@renderer/data/admin/keys.ts";
import { longDate, userInitials } from "./user-display.ts";
import { UserTags } from "./UserTags.tsx";
import { UserActions } from "./UserActions.tsx";
import { AuditLogPanel } from "./AuditLogPanel.tsx";

const SORTABLE: Record<string, UserSort> = { user: "full_name", email: "email", joined: "created_at", posts: "post_count" };

/** The sort menu (phones have no sortable headers): value is `${sort}:${desc}`. */
const SORT_OPTIONS: { value: string; label: MessageKey }[] = [
  { value: "created_at:true", label: "moderation.users.sort.newest" },
  { value: "created_at:false", label: "moderation.users.sort.oldest" },
  { value: "full_name:false", label: "moderation.users.sort.name" },
  { value: "email:false", label: "moderation.users.sort.email" },
  { value: "post_count:true", label: "moderation.users.sort.mostPosts" },
  { value: "post_count:false", label: "moderation.users.sort.fewestPosts" },
];

function UserCell({ user, t }: { user: AdminUserRow; t: Translate }) {
  return (
    <Space>
      <UserAvatar path={user.avatar_url} initials={userInitials(user)} label={t("moderation.users.avatar", { name: user.full_name ?? user.username ?? t("moderation.users.someone") })} />
      <span style={{ minWidth: 0 }}>
        <span style={{ display: "block", fontWeight: 500 }}>{user.full_name || t("moderation.na")}</span>
        <Typography.Text type="secondary">{user.username ? `@${user.username}` : t("moderation.na")}</Typography.Text>
      </span>
    </Space>
  );
}

export default function UsersPage() {
  const t = useT();
  const count = useCount();
  const { userId } = useSession();
  const [params, setParams] = useState<UsersParams>({ search: "", sort: "created_at", desc: true, page: 1, pageSize: 50 });
  const users = useQuery(usersPageQuery(params));

  const sortOrder = (key: string) => (SORTABLE[key] === params.sort ? (params.desc ? "descend" : "ascend") : null);

  const columns: TableProps<AdminUserRow>["columns"] = [
    // Phones: one column holding everything (antd's xs is below 576 px).
    {
      key: "compact",
      title: t("moderation.col.user"),
      responsive: ["xs"],
      render: (_, user) => (
        <Space direction="vertical" size={6} style={{ width: "100%" }}>
          <UserCell user={user} t={t} />
          <Typography.Text style={{ overflowWrap: "anywhere" }}>{user.email ?? t("moderation.na")}</Typography.Text>
          <UserTags user={user} />
          <Typography.Text type="secondary">
            {t("moderation.users.postsAndJoined", { posts: count("moderation.users.posts", user.post_count), date: longDate(user.created_at) })}
          </Typography.Text>
          <UserActions user={user} currentUserId={userId} />
        </Space>
      ),
    },
    { key: "user", title: t("moderation.col.user"), sorter: true, sortOrder: sortOrder("user"), responsive: ["sm"], render: (_, user) => <UserCell user={user} t={t} /> },
    { key: "email", title: t("moderation.col.email"), dataIndex: "email", sorter: true, sortOrder: sortOrder("email"), responsive: ["lg"], render: (email: string | null) => email ?? t("moderation.na") },
    { key: "status", title: t("moderation.col.rolesStatus"), responsive: ["sm"], render: (_, user) => <UserTags user={user} /> },
    { key: "posts", title: t("moderation.col.posts"), dataIndex: "post_count", sorter: true, sortOrder: sortOrder("posts"), responsive: ["sm"], align: "right" },
    { key: "joined", title: t("moderation.col.joined"), dataIndex: "created_at", sorter: true, sortOrder: sortOrder("joined"), responsive: ["md"], render: (iso: string) => longDate(iso) },
    { key: "actions", title: t("moderation.col.actions"), responsive: ["sm"], render: (_, user) => <UserActions user={user} currentUserId={userId} /> },
  ];

  const onChange: TableProps<AdminUserRow>["onChange"] = (pagination, _filters, sorter) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = typeof single?.columnKey === "string" ? single.columnKey : undefined;
    const sort = key && single?.order ? SORTABLE[key] : undefined;
    setParams((current) => ({
      ...current,
      page: pagination.current ?? 1,
      pageSize: pagination.pageSize ?? current.pageSize,
      sort: sort ?? "created_at",
      desc: sort ? single?.order === "descend" : true,
    }));
  };

  return (
    <section aria-labelledby="admin-users-title">
      <Seo title={t("admin.pageTitle", { title: t("moderation.users.title") })} noindex />
      <Typography.Title id="admin-users-title" level={1}>
        {t("moderation.users.title")}
      </Typography.Title>
      <Input.Search
        aria-label={t("moderation.users.search")}
        placeholder={t("moderation.users.searchPlaceholder")}
        allowClear
        enterButton={t("moderation.users.searchButton")}
        style={{ maxWidth: 420, marginBottom: 16 }}
        onSearch={(search) => setParams((current) => ({ ...current, search: search.trim(), page: 1 }))}
      />
      <Select
        aria-label={t("moderation.users.sort")}
        value={`${params.sort}:${params.desc}`}
        options={SORT_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
        style={{ minWidth: 160, marginBottom: 16, marginLeft: 8 }}
        onChange={(value: string) => {
          const [sort, desc] = value.split(":");
          setParams((current) => ({ ...current, sort: (sort as UserSort | undefined) ?? "created_at", desc: desc === "true", page: 1 }));
        }}
      />
      {users.isError ? <Alert type="error" showIcon title={t("moderation.users.loadFailed", { error: errorText(t, users.error) })} /> : null}
      <Table<AdminUserRow>
        rowKey="id"
        columns={columns}
        dataSource={users.data?.rows ?? []}
        loading={users.isFetching}
        onChange={onChange}
        size="middle"
        pagination={{ current: params.page, pageSize: params.pageSize, total: users.data?.total ?? 0, showSizeChanger: true, pageSizeOptions: [25, 50, 100, 200], showTotal: (total) => count("moderation.users.total", total) }}
      />
      <AuditLogPanel />
    </section>
  );
}
