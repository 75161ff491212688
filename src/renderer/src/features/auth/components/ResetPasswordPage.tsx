import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Form } from "antd";
import { resetSchema, type ResetInput } from "@shared/validation/reset.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import { useTranslatedResolver } from "@renderer/lib/form-resolver.ts";
import { useResetPassword } from "../hooks/use-auth-actions.ts";
import { markRecoveryLinkUsed, useRecoveryLink } from "../use-recovery-link.ts";
import { AuthCard } from "./AuthCard.tsx";
import { TextField } from "./TextField.tsx";
import { PageSpinner } from "@renderer/components/PageSpinner.tsx";

const resolver = zodResolver(resetSchema);

/** Reset password (spec §2, §4): enabled by the recovery link; success signs out and goes to /signin. */
export default function ResetPasswordPage() {
  const t = useT();
  const recovery = useRecoveryLink();
  const { control, handleSubmit, formState } = useForm<ResetInput>({ resolver: useTranslatedResolver(resolver), defaultValues: { password: "", confirmPassword: "" } });
  const reset = useResetPassword();
  const submit = handleSubmit((values) => reset.mutate(values.password, { onSuccess: markRecoveryLinkUsed }));
  if (recovery === "pending") return <PageSpinner label={t("auth.reset.checkingLink")} />;
  return (
    <AuthCard title={t("auth.reset.title")} description={t("auth.reset.description")}>
      <Form layout="vertical" component="form" noValidate onSubmitCapture={(e) => { e.preventDefault(); void submit(); }}>
        <TextField control={control} name="password" id="reset-password" label={t("auth.reset.newPassword")} type="password" autoComplete="new-password" error={formState.errors.password?.message} />
        <TextField control={control} name="confirmPassword" id="reset-confirm" label={t("auth.reset.confirmPassword")} type="password" autoComplete="new-password" error={formState.errors.confirmPassword?.message} />
        <Button type="primary" htmlType="submit" block loading={reset.isPending}>
          {t("auth.reset.submit")}
        </Button>
      </Form>
    </AuthCard>
  );
}
