import { useState } from "react";
import { Button, Input, Modal, Space } from "antd";
import type { MessageKey } from "@shared/i18n/messages/en.ts";
import { useToast } from "@renderer/lib/toast.ts";
import { errorText } from "@renderer/lib/error-text.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import { useReturnFocus } from "@renderer/lib/use-return-focus.ts";
import { runUserAction, type UserAction } from "@renderer/data/admin/mutations.ts";
import type { AdminUserRow } from "@renderer/data/admin/queries.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";

const DANGER: Record<UserAction, boolean> = { grant_admin: false, revoke_admin: true, ban_user: true, unban_user: false };
const copy = (action: UserAction, part: "button" | "title" | "body" | "done") => `moderation.userAction.${action}.${part}` as MessageKey;

/** Grant/revoke admin and ban/unban, each behind a confirmation dialog that opens on its field and gives focus back. */
export function UserActions({ user, currentUserId }: { user: AdminUserRow; currentUserId: string | null }) {
  const t = useT();
  const [pending, setPending] = useState<UserAction | null>(null);
  const [reason, setReason] = useState("");
  const mutation = useDataMutation(runUserAction);
  const toast = useToast();
  const { remember, returnFocus } = useReturnFocus();
  const isAdmin = user.roles.includes("admin");
  const isSelf = user.id === currentUserId;
  const name = user.username ?? user.email ?? user.id;

  // One button per place (role, ban): after a ban the same button says Unban and keeps the focus.
  const actions: UserAction[] = [isAdmin ? "revoke_admin" : "grant_admin", user.banned ? "unban_user" : "ban_user"];

  const close = () => {
    setPending(null);
    setReason("");
    returnFocus();
  };
  const confirm = () => {
    if (!pending) return;
    mutation.mutate(
      { action: pending, userId: user.id, reason },
      {
        onSuccess: () => {
          void toast.success(t(copy(pending, "done")));
          close();
        },
        onError: (error) => void toast.error(t("moderation.userAction.failed", { error: errorText(t, error) })),
      },
    );
  };

  return (
    <>
      <Space wrap>
        {actions.map((action, place) => (
          <Button
            key={place}
            size="small"
            danger={DANGER[action]}
            disabled={isSelf || (action === "ban_user" && isAdmin) || (action === "grant_admin" && user.banned)}
            onClick={(event) => {
              remember(event);
              setPending(action);
            }}
            aria-label={t("moderation.userAction.label", { action: t(copy(action, "button")), name })}
          >
            {t(copy(action, "button"))}
          </Button>
        ))}
      </Space>
      {pending ? (
        <Modal
          open
          title={t(copy(pending, "title"))}
          okText={t(copy(pending, "button"))}
          cancelText={t("moderation.userAction.cancel")}
          okButtonProps={{ danger: DANGER[pending], loading: mutation.isPending }}
          onOk={confirm}
          onCancel={close}
        >
          <p>
            <strong>{name}</strong>
            {t("moderation.userAction.colon")}
            {t(copy(pending, "body"))}
          </p>
          {pending === "ban_user" ? (
            <label style={{ display: "block" }}>
              {t("moderation.userAction.banReason")}
              <Input.TextArea autoFocus value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} rows={3} />
            </label>
          ) : null}
        </Modal>
      ) : null}
    </>
  );
}
