import { useRef } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Form, Input, Modal } from "antd";
import type { TextAreaRef } from "antd/es/input/TextArea";
import { messageReportSchema, type MessageReportInput } from "@shared/validation/conversation.ts";
import { REPORT_REASON_MAX } from "@shared/validation/text-limits.ts";
import { FieldItem, invalidProps } from "@renderer/components/form/FieldItem.tsx";
import { reportMessage } from "@renderer/data/conversations/mutations.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";
import { useToast } from "@renderer/lib/toast.ts";
import { errorText } from "@renderer/lib/error-text.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import { useTranslatedResolver } from "@renderer/lib/form-resolver.ts";

const resolver = zodResolver(messageReportSchema);

/** Reports a message the member received; admins can then read that conversation. */
export function ReportMessageDialog({ messageId, onClose }: { messageId: string; onClose: () => void }) {
  const t = useT();
  const { control, handleSubmit, formState } = useForm<MessageReportInput>({ resolver: useTranslatedResolver(resolver), defaultValues: { reason: "" } });
  const fieldRef = useRef<TextAreaRef>(null);
  const toast = useToast();
  const report = useDataMutation(reportMessage, {
    onSuccess: () => {
      toast.success(t("report.sent"));
      onClose();
    },
    onError: (error) => void toast.error(t("report.failed", { error: errorText(t, error) })),
  });
  const error = formState.errors.reason?.message;
  return (
    <Modal
      open
      title={t("member.conv.reportTitle")}
      okText={t("report.submit")}
      okButtonProps={{ loading: report.isPending, htmlType: "submit", form: "message-report-form" }}
      onCancel={onClose}
      afterOpenChange={(open) => {
        if (open) fieldRef.current?.focus();
      }}
      destroyOnHidden
    >
      <Form id="message-report-form" layout="vertical" component="form" onSubmitCapture={(e) => { e.preventDefault(); void handleSubmit((form) => report.mutate({ messageId, reason: form.reason }))(); }}>
        <FieldItem label={t("member.conv.reportReason")} htmlFor="message-report-reason" error={error}>
          <Controller
            name="reason"
            control={control}
            render={({ field }) => <Input.TextArea ref={fieldRef} id="message-report-reason" rows={3} count={{ show: true, max: REPORT_REASON_MAX }} {...invalidProps("message-report-reason", error)} value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} />}
          />
        </FieldItem>
      </Form>
    </Modal>
  );
}
