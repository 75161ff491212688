import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Button } from "antd";
import { FlagOutlined, QuestionCircleOutlined } from "@ant-design/icons";
import AntdProvider from "@renderer/components/AntdProvider.tsx";
import { useIsAdmin } from "@renderer/data/session/is-admin.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import { AdminPostActions } from "../../admin-moderation/index.ts";
import { SaveButton } from "./SaveButton.tsx";
import { OwnerControls } from "./OwnerControls.tsx";
import type { PostActionsProps } from "./PostActions.tsx";

const ReportDialog = lazy(() => import("./ReportDialog.tsx"));
const OfferDialog = lazy(() => import("./OfferDialog.tsx"));
const QuestionDialog = lazy(() => import("./QuestionDialog.tsx"));

type Dialog = "report" | "offer" | "question" | null;

/**
/**
 * Save heart for every member; owner: offers count and delete; others: report, make offer and (on the post page)
 * ask a question (spec §2, §6, issue 21). A closed dialog gives focus back to the button that opened it.
 * An admin on someone else's post gets the admin actions (hide, remove, restore) instead of the member buttons.
 */
export default function MemberActions({ postId, ownerId, title, onDeleted, viewerId, status, ask }: PostActionsProps & { viewerId: string }) {
  const t = useT();
  const [dialog, setDialog] = useState<Dialog>(null);
  const admin = useIsAdmin();
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  const isOwner = viewerId === ownerId;
  const open = (which: Exclude<Dialog, null>) => (event: React.MouseEvent<HTMLElement>) => {
    opener.current = event.currentTarget;
    setDialog(which);
  };
  const close = () => setDialog(null);
  useEffect(() => {
    if (dialog) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      opener.current?.focus();
    }
  }, [dialog]);
  if (!isOwner && admin.isPending) return <div className="post-actions" aria-hidden />;
  if (!isOwner && admin.isAdmin) {
    return (
      <Suspense fallback={<div className="post-actions" aria-hidden />}>
        <AdminPostActions postId={postId} title={title} status={status} />
      </Suspense>
    );
  }
  return (
    <AntdProvider>
      <div className="post-actions">
        <SaveButton postId={postId} />
        {isOwner ? (
          <OwnerControls postId={postId} onDeleted={onDeleted} />
        ) : (
          <>
            <Button icon={<FlagOutlined />} onClick={open("report")}>
              {t("actions.report")}
            </Button>
            {ask ? (
              <Button icon={<QuestionCircleOutlined />} onClick={open("question")}>
                {t("actions.ask")}
              </Button>
            ) : null}
            <Button type="primary" onClick={open("offer")}>
              {t("actions.offer")}
            </Button>
          </>
        )}
        <Suspense fallback={null}>
          {dialog === "report" ? <ReportDialog postId={postId} postOwnerId={ownerId} postTitle={title} onClose={close} /> : null}
          {dialog === "offer" ? <OfferDialog postId={postId} postTitle={title} onClose={close} /> : null}
          {dialog === "question" ? <QuestionDialog postId={postId} postTitle={title} onClose={close} /> : null}
        </Suspense>
      </div>
    </AntdProvider>
  );
}
