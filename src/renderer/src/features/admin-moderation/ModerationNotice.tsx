import { useQuery } from "@tanstack/react-query";
import { MODERATION_REASON_KEYS } from "@shared/validation/moderation.ts";
import { latestPostModerationQuery } from "@renderer/data/moderation/queries.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import type { PostStatus } from "./post-status.ts";
import "./moderation.css";

/**
 * On a hidden or removed post, which only its author and admins can open: what happened and why. The reason and
 * the admin's note come from moderation_actions (readable by the author and admins only); the note stays in the
 * language the admin wrote it in.
 */
export function ModerationNotice({ postId, status }: { postId: string; status: PostStatus }) {
  const t = useT();
  const latest = useQuery({ ...latestPostModerationQuery(postId), enabled: status !== "approved" });
  if (status === "approved") return null;
  const action = latest.data;
  return (
    <div className={`moderation-notice${status === "rejected" ? " moderation-notice--removed" : ""}`} role="status">
      <strong>{t(status === "rejected" ? "admin.moderation.notice.removed" : "admin.moderation.notice.hidden")}</strong>
      <p>{t("admin.moderation.notice.whoSees")}</p>
      {action?.reason ? <p>{t("admin.moderation.reason", { reason: t(MODERATION_REASON_KEYS[action.reason]) })}</p> : null}
      {action?.note ? <p>{action.note}</p> : null}
    </div>
  );
}
