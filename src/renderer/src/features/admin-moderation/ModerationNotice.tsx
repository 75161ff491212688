import { useQuery } from "@tanstack/react-query";
import { MODERATION_REASON_LABELS } from "@shared/validation/moderation.ts";
import { latestPostModerationQuery } from "@renderer/data/moderation/queries.ts";
import type { PostStatus } from "./post-status.ts";
import "./moderation.css";

/**
 * On a hidden or removed post, which only its author and admins can open: what happened and why. The reason and
 * the admin's note come from moderation_actions (readable by the author and admins only).
 */
export function ModerationNotice({ postId, status }: { postId: string; status: PostStatus }) {
  const latest = useQuery({ ...latestPostModerationQuery(postId), enabled: status !== "approved" });
  if (status === "approved") return null;
  const action = latest.data;
  return (
    <div className={`moderation-notice${status === "rejected" ? " moderation-notice--removed" : ""}`} role="status">
      <strong>{status === "rejected" ? "This listing has been removed" : "This listing is hidden pending review"}</strong>
      <p>Only its author and the admins can see it.</p>
      {action?.reason ? <p>Reason: {MODERATION_REASON_LABELS[action.reason]}</p> : null}
      {action?.note ? <p>{action.note}</p> : null}
    </div>
  );
}
