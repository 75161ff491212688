import { lazy, Suspense, useState } from "react";
import { Button } from "antd";
import AntdProvider from "@renderer/components/AntdProvider.tsx";
import { moderationChoices, type PostStatus } from "./post-status.ts";
import type { ModerationChoice } from "./ModerationDialog.tsx";

const ModerationDialog = lazy(() => import("./ModerationDialog.tsx"));

const LABELS: Record<ModerationChoice, string> = { hide: "Hide", remove: "Remove", restore: "Restore" };

/** What an admin sees on someone else's post instead of the member buttons: hide, remove or restore. */
export default function AdminPostActions({ postId, title, status = "approved" }: { postId: string; title: string; status?: PostStatus }) {
  const [dialog, setDialog] = useState<ModerationChoice | null>(null);
  return (
    <AntdProvider>
      <div className="post-actions admin-post-actions" role="group" aria-label="Admin actions">
        {moderationChoices(status).map((choice) => (
          <Button key={choice} danger={choice === "remove"} type={choice === "restore" ? "primary" : "default"} onClick={() => setDialog(choice)}>
            {LABELS[choice]}
          </Button>
        ))}
        <Suspense fallback={null}>{dialog ? <ModerationDialog postId={postId} postTitle={title} action={dialog} onClose={() => setDialog(null)} /> : null}</Suspense>
      </div>
    </AntdProvider>
  );
}
