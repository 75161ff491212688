import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Form, Input, Modal, Select } from "antd";
import { ADMIN_MODERATION_REASONS, MODERATION_NOTE_MAX, MODERATION_REASON_LABELS } from "@shared/validation/moderation.ts";
import { moderationSchema, type ModerationInput } from "@shared/validation/moderation-form.ts";
import { FieldItem, invalidProps } from "@renderer/components/form/FieldItem.tsx";
import { moderatePost } from "@renderer/data/moderation/mutations.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";
import { useToast } from "@renderer/lib/toast.ts";
import { errorMessage } from "@renderer/lib/errors.ts";

export type ModerationChoice = "hide" | "remove" | "restore";

const TITLES: Record<ModerationChoice, string> = { hide: "Hide this post", remove: "Remove this post", restore: "Restore this post" };
const OK: Record<ModerationChoice, string> = { hide: "Hide post", remove: "Remove post", restore: "Restore post" };
const DONE: Record<ModerationChoice, string> = {
  hide: "Post hidden pending review. The author has been e-mailed.",
  remove: "Post removed. The author has been e-mailed.",
  restore: "Post restored. The author has been e-mailed.",
};
const EXPLAIN: Record<ModerationChoice, string> = {
  hide: "Only the author and admins will see it until it is restored or removed.",
  remove: "Only the author and admins will see it. It appears in the public moderation log.",
  restore: "Everyone will see it again; its open reports are closed.",
};

/** Hide, remove or restore, with a reason from the list and a note for the author (restore: the note only). */
export default function ModerationDialog({ postId, postTitle, action, onClose }: { postId: string; postTitle: string; action: ModerationChoice; onClose: () => void }) {
  const toast = useToast();
  const restoring = action === "restore";
  const { control, handleSubmit, formState } = useForm<ModerationInput>({
    resolver: zodResolver(moderationSchema),
    defaultValues: { action, note: "" },
  });
  const mutation = useDataMutation(moderatePost, {
    onSuccess: () => {
      toast.success(DONE[action]);
      onClose();
    },
    onError: (error) => void toast.error(`Failed to moderate the post: ${errorMessage(error)}`),
  });
  const submit = handleSubmit((values) =>
    mutation.mutate(
      values.action === "restore" || !values.reason
        ? { postId, action: "restore", note: values.note }
        : { postId, action: values.action, reason: values.reason, note: values.note },
    ),
  );
  const formId = `moderation-form-${action}`;
  return (
    <Modal
      open
      title={TITLES[action]}
      okText={OK[action]}
      okButtonProps={{ loading: mutation.isPending, htmlType: "submit", form: formId, danger: action === "remove" }}
      onCancel={onClose}
      destroyOnHidden
    >
      <p className="dialog-subtitle">
        “{postTitle}”. {EXPLAIN[action]}
      </p>
      <Form id={formId} layout="vertical" component="form" onSubmitCapture={(e) => { e.preventDefault(); void submit(); }}>
        {restoring ? null : (
          <FieldItem label="Reason" htmlFor="moderation-reason" error={formState.errors.reason?.message}>
            <Controller
              name="reason"
              control={control}
              render={({ field }) => (
                <Select
                  id="moderation-reason"
                  autoFocus
                  {...invalidProps("moderation-reason", formState.errors.reason?.message)}
                  value={field.value}
                  onChange={field.onChange}
                  placeholder="Choose a reason"
                  options={ADMIN_MODERATION_REASONS.map((value) => ({ value, label: MODERATION_REASON_LABELS[value] }))}
                />
              )}
            />
          </FieldItem>
        )}
        <FieldItem label={restoring ? "Note to the author (optional)" : "Note to the author"} htmlFor="moderation-note" error={formState.errors.note?.message}>
          <Controller
            name="note"
            control={control}
            render={({ field }) => (
              <Input.TextArea
                id="moderation-note"
                autoFocus={restoring}
                rows={4}
                showCount
                maxLength={MODERATION_NOTE_MAX}
                {...invalidProps("moderation-note", formState.errors.note?.message)}
                {...field}
              />
            )}
          />
        </FieldItem>
      </Form>
    </Modal>
  );
}
