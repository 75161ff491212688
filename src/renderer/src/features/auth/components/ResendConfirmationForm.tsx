import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Form } from "antd";
import { forgotSchema, type ForgotInput } from "@shared/validation/forgot.ts";
import { useLocale, useT } from "@renderer/lib/i18n.tsx";
import { useTranslatedResolver } from "@renderer/lib/form-resolver.ts";
import { useResendConfirmation } from "../hooks/use-auth-actions.ts";
import { TextField } from "./TextField.tsx";

const resolver = zodResolver(forgotSchema);

/** An e-mail field and "Resend the confirmation e-mail" (issue 19): /confirm-email after an expired link. */
export function ResendConfirmationForm() {
  const t = useT();
  const { locale } = useLocale();
  const { control, handleSubmit, formState } = useForm<ForgotInput>({ resolver: useTranslatedResolver(resolver), defaultValues: { email: "" } });
  const resend = useResendConfirmation();
  const submit = handleSubmit(({ email }) => resend.mutate({ email, locale }));
  return (
    <Form layout="vertical" component="form" noValidate onSubmitCapture={(e) => { e.preventDefault(); void submit(); }}>
      <TextField control={control} name="email" id="resend-email" label={t("auth.field.email")} type="email" autoComplete="email" error={formState.errors.email?.message} />
      <Button type="primary" htmlType="submit" block loading={resend.isPending}>
        {t("auth.confirm.resend")}
      </Button>
    </Form>
  );
}
