import { Space, Tag } from "antd";
import type { AdminUserRow } from "@renderer/data/admin/queries.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import { roleBadges } from "./user-display.ts";

/** Roles, ban state and whether the e-mail is confirmed. */
export function UserTags({ user }: { user: AdminUserRow }) {
  const t = useT();
  const roleLabel = (role: string) => (role === "admin" ? t("moderation.users.role.admin") : role === "member" ? t("moderation.users.role.member") : role);
  return (
    <Space size={4} wrap>
      {roleBadges(user.roles).map((badge) => (
        <Tag key={badge.role} style={badge.admin ? { background: "#fff1b8", color: "#613400", borderColor: "#d4b106", fontWeight: 600 } : undefined}>
          {roleLabel(badge.role)}
        </Tag>
      ))}
      {user.banned ? <Tag style={{ background: "#fff1f0", color: "#a8071a", borderColor: "#ffa39e" }}>{t("moderation.users.banned")}</Tag> : null}
      {user.email_confirmed ? (
        <Tag style={{ background: "#f6ffed", color: "#135200", borderColor: "#b7eb8f" }}>{t("moderation.users.confirmed")}</Tag>
      ) : (
        <Tag style={{ background: "#fffbe6", color: "#614700", borderColor: "#ffe58f" }}>{t("moderation.users.notConfirmed")}</Tag>
      )}
    </Space>
  );
}
