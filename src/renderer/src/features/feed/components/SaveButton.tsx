import { HeartFilled, HeartOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useIsSaved, useToggleSaved } from "../api/saved.ts";

/** The save heart: filled red when saved; the caller hides it for visitors (spec §2, §5). */
export function SaveButton({ postId }: { postId: string }) {
  const saved = useIsSaved(postId);
  const toggle = useToggleSaved();
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
