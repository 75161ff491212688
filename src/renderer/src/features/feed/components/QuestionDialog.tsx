import { useRef } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Form, Input, Modal } from "antd";
import type { TextAreaRef } from "antd/es/input/TextArea";
import { CONVERSATION_MESSAGE_MAX, conversationMessageSchema, type ConversationMessageInput } from "@shared/validation/conversation.ts";
import { FieldItem, invalidProps } from "@renderer/components/form/FieldItem.tsx";
import { askQuestion } from "@renderer/data/conversations/mutations.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";
import { useToast } from "@renderer/lib/toast.ts";
import { errorText } from "@renderer/lib/error-text.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import { useTranslatedResolver } from "@renderer/lib/form-resolver.ts";

const resolver = zodResolver(conversationMessageSchema);

/** "Ask a question" (issue 21): starts a conversation with the post's owner, without an amount. */
export default function QuestionDialog({ postId, postTitle, onClose }: { postId: string; postTitle: string; onClose: () => void }) {
  const t = useT();
  const { control, handleSubmit, reset, formState } = useForm<ConversationMessageInput>({
    resolver: useTranslatedResolver(resolver),
    defaultValues: { body: "" },
  });
  const fieldRef = useRef<TextAreaRef>(null);
  const toast = useToast();
  const ask = useDataMutation(askQuestion, {
    onSuccess: () => {
      toast.success(t("question.sent"));
      reset();
      onClose();
    },
    onError: (error) => void toast.error(t("question.failed", { error: errorText(t, error) })),
  });
  const submit = handleSubmit((form) => ask.mutate({ postId, body: form.body }));
  const error = formState.errors.body?.message;
  return (
    <Modal
      open
      title={t("actions.ask")}
      okText={t("question.submit")}
      okButtonProps={{ loading: ask.isPending, htmlType: "submit", form: "question-form" }}
      onCancel={onClose}
      afterOpenChange={(open) => {
        if (open) fieldRef.current?.focus();
      }}
      destroyOnHidden
    >
      <p className="dialog-subtitle">{t("question.subtitle", { title: postTitle })}</p>
      <Form id="question-form" layout="vertical" component="form" onSubmitCapture={(e) => { e.preventDefault(); void submit(); }}>
        <FieldItem label={t("question.label")} htmlFor="question-body" error={error}>
          <Controller
            name="body"
            control={control}
            render={({ field }) => <Input.TextArea ref={fieldRef} id="question-body" rows={4} count={{ show: true, max: CONVERSATION_MESSAGE_MAX }} {...invalidProps("question-body", error)} value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} />}
          />
        </FieldItem>
      </Form>
    </Modal>
  );
}
