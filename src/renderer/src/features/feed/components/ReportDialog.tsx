import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Form, Input, Modal, Radio } from "antd";
import { REPORT_DETAILS_MAX, REPORT_REASONS, reportSchema, type ReportInput } from "@shared/validation/report.ts";
import { FieldItem, invalidProps } from "@renderer/components/form/FieldItem.tsx";
import { reportPost } from "@renderer/data/reports/mutations.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";
import { useSession } from "@renderer/data/session/use-session.ts";
import { useToast } from "@renderer/lib/toast.ts";
import { errorText } from "@renderer/lib/error-text.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import { useTranslatedResolver } from "@renderer/lib/form-resolver.ts";
import type { MessageKey } from "@shared/i18n/messages/en.ts";

const resolver = zodResolver(reportSchema);

/** The reasons as the reader reads them (the stored reason stays the English one of spec §9). */
const REASON_LABELS: Record<(typeof REPORT_REASONS)[number], MessageKey> = {
  "Spam or misleading": "report.reason.spam",
  "Inappropriate content": "report.reason.inappropriate",
  "Fake listing": "report.reason.fake",
  Harassment: "report.reason.harassment",
  "Intellectual property violation": "report.reason.ip",
  Other: "report.reason.other",
};

/** Report dialog (spec §2, §5): closes and resets after success. */
export default function ReportDialog({ postId, postOwnerId, postTitle, onClose }: { postId: string; postOwnerId: string; postTitle: string; onClose: () => void }) {
  const t = useT();
  const { control, handleSubmit, watch, reset, formState } = useForm<ReportInput>({
    resolver: useTranslatedResolver(resolver),
    defaultValues: { reason: "", details: "" },
  });
  const { userId } = useSession();
  const toast = useToast();
  const report = useDataMutation(reportPost, {
    onSuccess: () => {
      toast.success(t("report.sent"));
      reset();
      onClose();
    },
    onError: (error) => {
      const message = errorText(t, error);
      toast.error(userId ? t("report.failed", { error: message }) : message);
    },
  });
  const reason = watch("reason");
  const submit = handleSubmit((form) => report.mutate({ postId, postOwnerId, form }));
  return (
    <Modal
      open
      title={t("report.title")}
      okText={t("report.submit")}
      okButtonProps={{ loading: report.isPending, htmlType: "submit", form: "report-form" }}
      onCancel={onClose}
      afterOpenChange={(open) => {
        if (open) document.querySelector<HTMLInputElement>("#report-reason input")?.focus();
      }}
      destroyOnHidden
    >
      <p className="dialog-subtitle">{t("report.subtitle", { title: postTitle })}</p>
      <Form id="report-form" layout="vertical" component="form" onSubmitCapture={(e) => { e.preventDefault(); void submit(); }}>
        <FieldItem label={t("report.reason")} htmlFor="report-reason" error={formState.errors.reason?.message}>
          <Controller
            name="reason"
            control={control}
            render={({ field }) => (
              <Radio.Group id="report-reason" {...invalidProps("report-reason", formState.errors.reason?.message)} value={field.value} onChange={(e) => field.onChange(e.target.value)} className="radio-column" aria-label={t("report.reason")}>
                {REPORT_REASONS.map((r) => (
                  <Radio key={r} value={r}>
                    {t(REASON_LABELS[r])}
                  </Radio>
                ))}
              </Radio.Group>
            )}
          />
        </FieldItem>
        {reason === "Other" ? (
          <FieldItem label={t("report.details")} htmlFor="report-details" error={formState.errors.details?.message}>
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
