import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Form, Input, Modal, Select } from "antd";
import { ADMIN_MODERATION_REASONS, MODERATION_NOTE_MAX, MODERATION_REASON_KEYS } from "@shared/validation/moderation.ts";
import type { MessageKey } from "@shared/i18n/messages/en.ts";
import { moderationSchema, type ModerationInput } from "@shared/validation/moderation-form.ts";
import { FieldItem, invalidProps } from "@renderer/components/form/FieldItem.tsx";
import { moderatePost } from "@renderer/data/moderation/mutations.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";
import { useToast } from "@renderer/lib/toast.ts";
import { errorText } from "@renderer/lib/error-text.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import { useTranslatedResolver } from "@renderer/lib/form-resolver.ts";

export type ModerationChoice = "hide" | "remove" | "restore";

/** Per action: the dialog's title, its button, the toast once done and what the action does. */
const TEXT: Record<ModerationChoice, Record<"title" | "ok" | "done" | "explain", MessageKey>> = {
  hide: { title: "admin.moderation.hide.title", ok: "admin.moderation.hide.ok", done: "admin.moderation.hide.done", explain: "admin.moderation.hide.explain" },
  remove: { title: "admin.moderation.remove.title", ok: "admin.moderation.remove.ok", done: "admin.moderation.remove.done", explain: "admin.moderation.remove.explain" },
  restore: { title: "admin.moderation.restore.title", ok: "admin.moderation.restore.ok", done: "admin.moderation.restore.done", explain: "admin.moderation.restore.explain" },
};

const resolver = zodResolver(moderationSchema);

/** Hide, remove or restore, with a reason from the list and a note for the author (restore: the note only). */
export default function ModerationDialog({ postId, postTitle, action, onClose }: { postId: string; postTitle: string; action: ModerationChoice; onClose: () => void }) {
  const toast = useToast();
  const t = useT();
  const text = TEXT[action];
  const restoring = action === "restore";
  const { control, handleSubmit, formState } = useForm<ModerationInput>({
    resolver: useTranslatedResolver(resolver),
    defaultValues: { action, note: "" },
  });
  const mutation = useDataMutation(moderatePost, {
    onSuccess: () => {
      toast.success(t(text.done));
      onClose();
    },
    onError: (error) => void toast.error(t("admin.moderation.failed", { error: errorText(t, error) })),
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
      title={t(text.title)}
      okText={t(text.ok)}
      okButtonProps={{ loading: mutation.isPending, htmlType: "submit", form: formId, danger: action === "remove" }}
      onCancel={onClose}
      destroyOnHidden
    >
      <p className="dialog-subtitle">{t("admin.moderation.subtitle", { title: postTitle, explain: t(text.explain) })}</p>
      <Form id={formId} layout="vertical" component="form" onSubmitCapture={(e) => { e.preventDefault(); void submit(); }}>
        {restoring ? null : (
          <FieldItem label={t("admin.moderation.reasonLabel")} htmlFor="moderation-reason" error={formState.errors.reason?.message}>
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
                  placeholder={t("admin.moderation.chooseReason")}
                  options={ADMIN_MODERATION_REASONS.map((value) => ({ value, label: t(MODERATION_REASON_KEYS[value]) }))}
                />
              )}
            />
          </FieldItem>
        )}
        <FieldItem label={t(restoring ? "admin.moderation.noteOptional" : "admin.moderation.note")} htmlFor="moderation-note" error={formState.errors.note?.message}>
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
