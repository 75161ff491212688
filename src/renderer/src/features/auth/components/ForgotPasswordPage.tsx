import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Form } from "antd";
import { Link } from "react-router-dom";
import { forgotSchema, type ForgotInput } from "@shared/validation/forgot.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import { useTranslatedResolver } from "@renderer/lib/form-resolver.ts";
import { useRequestPasswordReset } from "../hooks/use-auth-actions.ts";
import { AuthCard } from "./AuthCard.tsx";
import { TextField } from "./TextField.tsx";

const resolver = zodResolver(forgotSchema);

/** Forgot password (spec §2). */
export default function ForgotPasswordPage() {
  const t = useT();
  const { control, handleSubmit, formState } = useForm<ForgotInput>({ resolver: useTranslatedResolver(resolver), defaultValues: { email: "" } });
  const request = useRequestPasswordReset();
  const submit = handleSubmit((values) => request.mutate(values));
  return (
    <AuthCard title={t("auth.forgot.title")} description={t("auth.forgot.description")} footer={<Link to="/signin">{t("auth.link.signIn")}</Link>}>
      <Form layout="vertical" component="form" noValidate onSubmitCapture={(e) => { e.preventDefault(); void submit(); }}>
        <TextField control={control} name="email" id="forgot-email" label={t("auth.field.email")} type="email" autoComplete="email" error={formState.errors.email?.message} />
        <Button type="primary" htmlType="submit" block loading={request.isPending}>
          {t("auth.forgot.submit")}
        </Button>
      </Form>
    </AuthCard>
  );
}
