import { lazy, Suspense } from "react";
import { useSession } from "@renderer/data/session/use-session.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import type { PostStatus } from "../../admin-moderation/index.ts";

const MemberActions = lazy(() => import("./MemberActions.tsx"));

export type PostActionsProps = {
  postId: string;
  ownerId: string;
  title: string;
  onDeleted?: () => void;
  /** The post's status (the post page knows it; feed cards show approved posts only). Admins' actions depend on it. */
  status?: PostStatus;
  /** Offer "Ask a question" too (the post page; cards keep to report and offer). */
  ask?: boolean;
};

/**
 * Card and post-page actions by viewer (spec §2): visitors get the disabled 'Login to Make an Offer';
 * members (owner or not) get the antd controls, loaded on demand.
 */
export function PostActions(props: PostActionsProps) {
  const { userId } = useSession();
  const t = useT();
  if (!userId) {
    return (
      <div className="post-actions">
        <button type="button" className="btn btn--ghost" disabled>
          {t("post.loginToOffer")}
        </button>
      </div>
    );
  }
  return (
    <Suspense fallback={<div className="post-actions" aria-hidden />}>
      <MemberActions {...props} viewerId={userId} />
    </Suspense>
  );
}
