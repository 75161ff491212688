import { useState } from "react";
import { Alert, Input, Space, Table, Tag, Typography } from "antd";
import type { TableProps } from "antd";
import { useQuery } from "@tanstack/react-query";
import { useSession } from "../../../data/session/use-session.ts";
import { UserAvatar } from "../../../components/UserAvatar.tsx";
import { errorMessage } from "../../../lib/errors.ts";
import { usersPageQuery, type AdminUserRow } from "../../../data/admin/queries.ts";
import type { UserSort, UsersParams } from "../../../data/admin/keys.ts";
import { longDate, roleBadges, userInitials } from "./user-display.ts";
import { UserActions } from "./UserActions.tsx";
import { AuditLogPanel } from "./AuditLogPanel.tsx";

const SORTABLE: Record<string, UserSort> = { user: "full_name", email: "email", joined: "created_at" };

export default function UsersPage() {
  const { userId } = useSession();
  const [params, setParams] = useState<UsersParams>({ search: "", sort: "created_at", desc: true, page: 1, pageSize: 50 });
  const users = useQuery(usersPageQuery(params));

  const sortOrder = (key: string) => (SORTABLE[key] === params.sort ? (params.desc ? "descend" : "ascend") : null);

  const columns: TableProps<AdminUserRow>["columns"] = [
    {
      key: "user",
      title: "User",
      sorter: true,
      sortOrder: sortOrder("user"),
      render: (_, user) => (
        <Space>
          <UserAvatar path={user.avatar_url} initials={userInitials(user)} label={`Avatar of ${user.full_name ?? user.username ?? "user"}`} />
          <span>
            <span style={{ display: "block", fontWeight: 500 }}>{user.full_name || "N/A"}</span>
            <Typography.Text type="secondary">{user.username ? `@${user.username}` : "N/A"}</Typography.Text>
          </span>
        </Space>
      ),
    },
    { key: "email", title: "Email", dataIndex: "email", sorter: true, sortOrder: sortOrder("email"), render: (email: string | null) => email ?? "N/A" },
    {
      key: "roles",
      title: "Roles",
      render: (_, user) => (
        <Space size={4} wrap>
          {roleBadges(user.roles).map((badge) => (
            <Tag key={badge.label} style={badge.admin ? { background: "#fff1b8", color: "#613400", borderColor: "#d4b106", fontWeight: 600 } : undefined}>
              {badge.label}
            </Tag>
          ))}
          {user.banned ? <Tag style={{ background: "#fff1f0", color: "#a8071a", borderColor: "#ffa39e" }}>banned</Tag> : null}
        </Space>
      ),
    },
    { key: "joined", title: "Joined", dataIndex: "created_at", sorter: true, sortOrder: sortOrder("joined"), render: (iso: string) => longDate(iso) },
    { key: "actions", title: "Actions", render: (_, user) => <UserActions user={user} currentUserId={userId} /> },
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
      <Typography.Title id="admin-users-title" level={1}>
        User Management
      </Typography.Title>
      <Input.Search
        aria-label="Search users"
        placeholder="Search by name, username or e-mail"
        allowClear
        enterButton="Search"
        style={{ maxWidth: 420, marginBottom: 16 }}
        onSearch={(search) => setParams((current) => ({ ...current, search: search.trim(), page: 1 }))}
      />
      {users.isError ? <Alert type="error" showIcon title={`Error loading users: ${errorMessage(users.error)}`} /> : null}
      <Table<AdminUserRow>
        rowKey="id"
        columns={columns}
        dataSource={users.data?.rows ?? []}
        loading={users.isFetching}
        onChange={onChange}
        scroll={{ x: 900 }}
        pagination={{ current: params.page, pageSize: params.pageSize, total: users.data?.total ?? 0, showSizeChanger: true, pageSizeOptions: [25, 50, 100, 200], showTotal: (total) => `${total} users` }}
      />
      <AuditLogPanel />
    </section>
  );
}
