import { HeartFilled, HeartOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useIsSaved } from "@renderer/data/saved/queries.ts";
import { setSaved } from "@renderer/data/saved/mutations.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";
import { useToast } from "@renderer/lib/toast.ts";
import { errorMessage } from "@renderer/lib/errors.ts";

/** The save heart: filled red when saved; the caller hides it for visitors (spec §2, §5). */
export function SaveButton({ postId }: { postId: string }) {
  const saved = useIsSaved(postId);
  const toast = useToast();
  // Toasts of spec §8.
  const toggle = useDataMutation(setSaved, {
    onSuccess: (_data, { saved }) => toast.success(saved ? "Listing saved successfully" : "Listing removed from saved"),
    onError: (error, { saved }) => toast.error(errorMessage(error, saved ? "Failed to save listing" : "Failed to remove listing")),
  });
  return (
    <Button
      type="text"
      aria-label={saved ? "Remove from saved" : "Save listing"}
      aria-pressed={saved}
      disabled={toggle.isPending}
      icon={saved ? <HeartFilled style={{ color: "#dc2626" }} /> : <HeartOutlined />}
      onClick={() => toggle.mutate({ postId, saved: !saved })}
    />
  );
}
