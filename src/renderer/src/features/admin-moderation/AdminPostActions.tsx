import { lazy, Suspense, useState } from "react";
import { Button } from "antd";
import AntdProvider from "@renderer/components/AntdProvider.tsx";
import { useReturnFocus } from "@renderer/lib/use-return-focus.ts";
import { moderationChoices, type PostStatus } from "./post-status.ts";
import type { ModerationChoice } from "./ModerationDialog.tsx";

const ModerationDialog = lazy(() => import("./ModerationDialog.tsx"));

const LABELS: Record<ModerationChoice, string> = { hide: "Hide", remove: "Remove", restore: "Restore" };

/** What an admin sees on someone else's post instead of the member buttons: hide, remove or restore. */
export default function AdminPostActions({ postId, title, status = "approved" }: { postId: string; title: string; status?: PostStatus }) {
  const [dialog, setDialog] = useState<ModerationChoice | null>(null);
  const { remember, returnFocus } = useReturnFocus();
  return (
    <AntdProvider>
      <div className="post-actions admin-post-actions" role="group" aria-label="Admin actions">
        {moderationChoices(status).map((choice, place) => (
          // Keyed by place, so the button keeps the focus the dialog gives back when its action changes (Hide -> Remove).
          <Button key={place} danger={choice === "remove"} type={choice === "restore" ? "primary" : "default"} onClick={(event) => { remember(event); setDialog(choice); }}>
            {LABELS[choice]}
          </Button>
        ))}
        <Suspense fallback={null}>{dialog ? <ModerationDialog postId={postId} postTitle={title} action={dialog} onClose={() => { setDialog(null); returnFocus(); }} /> : null}</Suspense>
      </div>
    </AntdProvider>
  );
}
