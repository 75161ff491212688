import { useState } from "react";
import { Button, Input, Modal, Space } from "antd";
import { useToast } from "@renderer/lib/toast.ts";
import { errorMessage } from "@renderer/lib/errors.ts";
import { runUserAction, type UserAction } from "@renderer/data/admin/mutations.ts";
import type { AdminUserRow } from "@renderer/data/admin/queries.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";

const COPY: Record<UserAction, { button: string; title: string; body: string; done: string; danger: boolean }> = {
  grant_admin: { button: "Make admin", title: "Grant admin access?", body: "They will be able to manage users, domains, reports and featured properties.", done: "Admin role granted.", danger: false },
  revoke_admin: { button: "Revoke admin", title: "Revoke admin access?", body: "They will lose access to the admin console.", done: "Admin role revoked.", danger: true },
  ban_user: { button: "Ban", title: "Ban this user?", body: "They will not be able to sign in, post, save, make offers or report.", done: "User banned.", danger: true },
  unban_user: { button: "Unban", title: "Unban this user?", body: "They will be able to sign in and take part again.", done: "User unbanned.", danger: false },
};

/** Grant/revoke admin and ban/unban, each behind a confirmation dialog. */
export function UserActions({ user, currentUserId }: { user: AdminUserRow; currentUserId: string | null }) {
  const [pending, setPending] = useState<UserAction | null>(null);
  const [reason, setReason] = useState("");
  const mutation = useDataMutation(runUserAction);
  const toast = useToast();
  const isAdmin = user.roles.includes("admin");
  const isSelf = user.id === currentUserId;
  const name = user.username ?? user.email ?? user.id;

  const actions: UserAction[] = [isAdmin ? "revoke_admin" : "grant_admin", user.banned ? "unban_user" : "ban_user"];
  const copy = pending ? COPY[pending] : null;

  const confirm = () => {
    if (!pending) return;
    mutation.mutate(
      { action: pending, userId: user.id, reason },
      {
        onSuccess: () => {
          void toast.success(COPY[pending].done);
          setPending(null);
          setReason("");
        },
        onError: (error) => void toast.error(`Failed to update user: ${errorMessage(error)}`),
      },
    );
  };

  return (
    <>
      <Space wrap>
        {actions.map((action) => (
          <Button
            key={action}
            size="small"
            danger={COPY[action].danger}
            disabled={isSelf || (action === "ban_user" && isAdmin) || (action === "grant_admin" && user.banned)}
            onClick={() => setPending(action)}
            aria-label={`${COPY[action].button} ${name}`}
          >
            {COPY[action].button}
          </Button>
        ))}
      </Space>
      <Modal
        open={copy !== null}
        title={copy?.title}
        okText={copy?.button}
        okButtonProps={{ danger: copy?.danger ?? false, loading: mutation.isPending }}
        onOk={confirm}
        onCancel={() => setPending(null)}
        destroyOnHidden
      >
        <p>
          <strong>{name}</strong>: {copy?.body}
        </p>
        {pending === "ban_user" ? (
          <label style={{ display: "block" }}>
            Reason (optional, kept in the audit log)
            <Input.TextArea value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} rows={3} />
          </label>
        ) : null}
      </Modal>
    </>
  );
}
