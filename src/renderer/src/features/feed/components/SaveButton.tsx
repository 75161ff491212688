import { HeartFilled, HeartOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useIsSaved } from "@renderer/data/saved/queries.ts";
import { setSaved } from "@renderer/data/saved/mutations.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";
import { useToast } from "@renderer/lib/toast.ts";
import { errorText } from "@renderer/lib/error-text.ts";
import { useT } from "@renderer/lib/i18n.tsx";

/** The save heart: filled red when saved; the caller hides it for visitors (spec §2, §5). */
export function SaveButton({ postId }: { postId: string }) {
  const saved = useIsSaved(postId);
  const t = useT();
  const toast = useToast();
  // Toasts of spec §8.
  const toggle = useDataMutation(setSaved, {
    onSuccess: (_data, { saved }) => toast.success(t(saved ? "actions.saved" : "actions.unsaved")),
    onError: (error, { saved }) => toast.error(errorText(t, error, saved ? "actions.saveFailed" : "actions.unsaveFailed")),
  });
  return (
    <Button
      type="text"
      aria-label={t(saved ? "actions.unsave" : "actions.save")}
      aria-pressed={saved}
      disabled={toggle.isPending}
      icon={saved ? <HeartFilled style={{ color: "#dc2626" }} /> : <HeartOutlined />}
      onClick={() => toggle.mutate({ postId, saved: !saved })}
    />
  );
}
