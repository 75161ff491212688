import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Form, Input, Modal, Radio } from "antd";
import { REPORT_DETAILS_MAX, REPORT_REASONS, reportSchema, type ReportInput } from "@shared/validation/report.ts";
import { FieldItem, invalidProps } from "@renderer/components/form/FieldItem.tsx";
import { reportPost } from "@renderer/data/reports/mutations.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";
import { useSession } from "@renderer/data/session/use-session.ts";
import { useToast } from "@renderer/lib/toast.ts";
import { errorMessage } from "@renderer/lib/errors.ts";

/** Report dialog (spec §2, §5): closes and resets after success. */
export default function ReportDialog({ postId, postOwnerId, postTitle, onClose }: { postId: string; postOwnerId: string; postTitle: string; onClose: () => void }) {
  const { control, handleSubmit, watch, reset, formState } = useForm<ReportInput>({
    resolver: zodResolver(reportSchema),
    defaultValues: { reason: "", details: "" },
  });
  const { userId } = useSession();
  const toast = useToast();
  const report = useDataMutation(reportPost, {
    onSuccess: () => {
      toast.success("Report submitted successfully. Thank you for your feedback.");
      reset();
      onClose();
    },
    onError: (error) => {
      const message = errorMessage(error);
      toast.error(userId ? `Failed to submit report: ${message}` : message);
    },
  });
  const reason = watch("reason");
  const submit = handleSubmit((form) => report.mutate({ postId, postOwnerId, form }));
  return (
    <Modal
      open
      title="Report this post"
      okText="Submit Report"
      okButtonProps={{ loading: report.isPending, htmlType: "submit", form: "report-form" }}
      onCancel={onClose}
      afterOpenChange={(open) => {
        if (open) document.querySelector<HTMLInputElement>("#report-reason input")?.focus();
      }}
      destroyOnHidden
    >
      <p className="dialog-subtitle">Tell us what is wrong with “{postTitle}”.</p>
      <Form id="report-form" layout="vertical" component="form" onSubmitCapture={(e) => { e.preventDefault(); void submit(); }}>
        <FieldItem label="Reason" htmlFor="report-reason" error={formState.errors.reason?.message}>
          <Controller
            name="reason"
            control={control}
            render={({ field }) => (
              <Radio.Group id="report-reason" {...invalidProps("report-reason", formState.errors.reason?.message)} value={field.value} onChange={(e) => field.onChange(e.target.value)} className="radio-column" aria-label="Reason">
                {REPORT_REASONS.map((r) => (
                  <Radio key={r} value={r}>
                    {r}
                  </Radio>
                ))}
              </Radio.Group>
            )}
          />
        </FieldItem>
        {reason === "Other" ? (
          <FieldItem label="Details" htmlFor="report-details" error={formState.errors.details?.message}>
            <Controller
              name="details"
              control={control}
              render={({ field }) => <Input.TextArea id="report-details" rows={3} count={{ show: true, max: REPORT_DETAILS_MAX }} {...invalidProps("report-details", formState.errors.details?.message)} {...field} />}
            />
          </FieldItem>
        ) : null}
      </Form>
    </Modal>
  );
}
