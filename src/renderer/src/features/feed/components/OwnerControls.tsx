import { useState } from "react";
import { Button, Modal } from "antd";
import { DeleteOutlined } from "@ant-design/icons";
import { useOffersCount } from "@renderer/data/offers/queries.ts";
import { deletePost } from "@renderer/data/posts/mutations.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";
import { useToast } from "@renderer/lib/toast.ts";
import { errorMessage } from "@renderer/lib/errors.ts";
import { offersCountLabel } from "../offers-count-label.ts";

/** What the owner sees: the offers count and a delete control with confirmation (spec §2). */
export function OwnerControls({ postId, onDeleted }: { postId: string; onDeleted?: () => void }) {
  const count = useOffersCount(postId, true);
  const [confirming, setConfirming] = useState(false);
  const toast = useToast();
  const remove = useDataMutation(deletePost, {
    onSuccess: () => {
      toast.success("Post deleted successfully.");
      onDeleted?.();
    },
    onError: (error) => toast.error(`Failed to delete post: ${errorMessage(error)}`),
  });
  return (
    <div className="owner-controls">
      <span className="owner-controls__offers" aria-live="polite">
        {count.isPending ? "Loading..." : offersCountLabel(count.data ?? 0)}
      </span>
      <Button danger icon={<DeleteOutlined />} onClick={() => setConfirming(true)}>
        Delete
      </Button>
      <Modal
        title="Delete this post?"
        open={confirming}
        okText="Delete"
        okButtonProps={{ danger: true, loading: remove.isPending }}
        onOk={() => remove.mutate(postId, { onSettled: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      >
        <p>This permanently removes the post and its offers. This cannot be undone.</p>
      </Modal>
    </div>
  );
}
