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
import { errorMessage } from "@renderer/lib/errors.ts";

/** Reports a message the member received; admins can then read that conversation. */
export function ReportMessageDialog({ messageId, onClose }: { messageId: string; onClose: () => void }) {
  const { control, handleSubmit, formState } = useForm<MessageReportInput>({ resolver: zodResolver(messageReportSchema), defaultValues: { reason: "" } });
  const fieldRef = useRef<TextAreaRef>(null);
  const toast = useToast();
  const report = useDataMutation(reportMessage, {
    onSuccess: () => {
      toast.success("Report submitted successfully. Thank you for your feedback.");
      onClose();
    },
    onError: (error) => void toast.error(`Failed to submit report: ${errorMessage(error)}`),
  });
  const error = formState.errors.reason?.message;
  return (
    <Modal
      open
      title="Report this message"
      okText="Submit Report"
      okButtonProps={{ loading: report.isPending, htmlType: "submit", form: "message-report-form" }}
      onCancel={onClose}
      afterOpenChange={(open) => {
        if (open) fieldRef.current?.focus();
      }}
      destroyOnHidden
    >
      <Form id="message-report-form" layout="vertical" component="form" onSubmitCapture={(e) => { e.preventDefault(); void handleSubmit((form) => report.mutate({ messageId, reason: form.reason }))(); }}>
        <FieldItem label="What is wrong with this message?" htmlFor="message-report-reason" error={error}>
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
