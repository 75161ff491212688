import { Space, Tag } from "antd";
import type { AdminUserRow } from "@renderer/data/admin/queries.ts";
import { roleBadges } from "./user-display.ts";

/** Roles, ban state and whether the e-mail is confirmed. */
export function UserTags({ user }: { user: AdminUserRow }) {
  return (
    <Space size={4} wrap>
      {roleBadges(user.roles).map((badge) => (
        <Tag key={badge.label} style={badge.admin ? { background: "#fff1b8", color: "#613400", borderColor: "#d4b106", fontWeight: 600 } : undefined}>
          {badge.label}
        </Tag>
      ))}
      {user.banned ? <Tag style={{ background: "#fff1f0", color: "#a8071a", borderColor: "#ffa39e" }}>banned</Tag> : null}
      {user.email_confirmed ? (
        <Tag style={{ background: "#f6ffed", color: "#135200", borderColor: "#b7eb8f" }}>confirmed</Tag>
      ) : (
        <Tag style={{ background: "#fffbe6", color: "#614700", borderColor: "#ffe58f" }}>not confirmed</Tag>
      )}
    </Space>
  );
}
