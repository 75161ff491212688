import { useState } from "react";
import { Button, Modal } from "antd";
import { DeleteOutlined } from "@ant-design/icons";
import { useOffersCount } from "@renderer/data/offers/queries.ts";
import { deletePost } from "@renderer/data/posts/mutations.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";
import { useToast } from "@renderer/lib/toast.ts";
import { errorText } from "@renderer/lib/error-text.ts";
import { useT } from "@renderer/lib/i18n.tsx";

/** What the owner sees: the offers count and a delete control with confirmation (spec §2). */
export function OwnerControls({ postId, onDeleted }: { postId: string; onDeleted?: () => void }) {
  const count = useOffersCount(postId, true);
  const [confirming, setConfirming] = useState(false);
  const t = useT();
  const toast = useToast();
  const remove = useDataMutation(deletePost, {
    onSuccess: () => {
      toast.success(t("actions.deleted"));
      onDeleted?.();
    },
    onError: (error) => toast.error(t("actions.deleteFailed", { error: errorText(t, error) })),
  });
  return (
    <div className="owner-controls">
      <span className="owner-controls__offers" aria-live="polite">
        {count.isPending ? t("feed.loadingMore") : t(count.data === 1 ? "actions.offerCount" : "actions.offersCount", { count: count.data ?? 0 })}
      </span>
      <Button danger icon={<DeleteOutlined />} onClick={() => setConfirming(true)}>
        {t("actions.delete")}
      </Button>
      <Modal
        title={t("actions.deleteTitle")}
        open={confirming}
        okText={t("actions.delete")}
        okButtonProps={{ danger: true, loading: remove.isPending }}
        onOk={() => remove.mutate(postId, { onSettled: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      >
        <p>{t("actions.deleteText")}</p>
      </Modal>
    </div>
  );
}
