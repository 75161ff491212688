import { lazy, Suspense, useState } from "react";
import { Button } from "antd";
import { FlagOutlined } from "@ant-design/icons";
import AntdProvider from "../../../components/AntdProvider.tsx";
import { SaveButton } from "./SaveButton.tsx";
import { OwnerControls } from "./OwnerControls.tsx";
import type { PostActionsProps } from "./PostActions.tsx";

const ReportDialog = lazy(() => import("./ReportDialog.tsx"));
const OfferDialog = lazy(() => import("./OfferDialog.tsx"));

type Dialog = "report" | "offer" | null;

/** Save heart for every member; owner: offers count and delete; others: report and make offer (spec §2, §6). */
export default function MemberActions({ postId, ownerId, title, onDeleted, viewerId }: PostActionsProps & { viewerId: string }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const isOwner = viewerId === ownerId;
  return (
    <AntdProvider>
      <div className="post-actions">
        <SaveButton postId={postId} />
        {isOwner ? (
          <OwnerControls postId={postId} onDeleted={onDeleted} />
        ) : (
          <>
            <Button icon={<FlagOutlined />} onClick={() => setDialog("report")}>
              Report
            </Button>
            <Button type="primary" onClick={() => setDialog("offer")}>
              Make an Offer
            </Button>
          </>
        )}
        <Suspense fallback={null}>
          {dialog === "report" ? <ReportDialog postId={postId} postOwnerId={ownerId} postTitle={title} onClose={() => setDialog(null)} /> : null}
          {dialog === "offer" ? <OfferDialog postId={postId} postTitle={title} onClose={() => setDialog(null)} /> : null}
        </Suspense>
      </div>
    </AntdProvider>
  );
}
