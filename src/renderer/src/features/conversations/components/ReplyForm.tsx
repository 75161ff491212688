import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Form, Input } from "antd";
import { CONVERSATION_MESSAGE_MAX, conversationMessageSchema, type ConversationMessageInput } from "@shared/validation/conversation.ts";
import { FieldItem, invalidProps } from "@renderer/components/form/FieldItem.tsx";
import { sendMessage } from "@renderer/data/conversations/mutations.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";
import { useToast } from "@renderer/lib/toast.ts";
import { errorText } from "@renderer/lib/error-text.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import { useTranslatedResolver } from "@renderer/lib/form-resolver.ts";

const resolver = zodResolver(conversationMessageSchema);

/** The reply box under a conversation. */
export function ReplyForm({ conversationId }: { conversationId: string }) {
  const { control, handleSubmit, reset, formState } = useForm<ConversationMessageInput>({
    resolver: useTranslatedResolver(resolver),
    defaultValues: { body: "" },
  });
  const toast = useToast();
  const t = useT();
  const send = useDataMutation(sendMessage, {
    onSuccess: () => {
      toast.success(t("member.conv.sent"));
      reset();
    },
    onError: (error) => void toast.error(t("member.conv.sendFailed", { error: errorText(t, error) })),
  });
  const fieldId = `reply-${conversationId}`;
  const error = formState.errors.body?.message;
  return (
    <Form layout="vertical" component="form" onSubmitCapture={(e) => { e.preventDefault(); void handleSubmit((form) => send.mutate({ conversationId, body: form.body }))(); }}>
      <FieldItem label={t("member.conv.reply")} htmlFor={fieldId} error={error}>
        <Controller
          name="body"
          control={control}
          render={({ field }) => <Input.TextArea id={fieldId} rows={3} count={{ show: true, max: CONVERSATION_MESSAGE_MAX }} {...invalidProps(fieldId, error)} {...field} />}
        />
      </FieldItem>
      <Button type="primary" htmlType="submit" loading={send.isPending}>
        {t("member.conv.send")}
      </Button>
    </Form>
  );
}
