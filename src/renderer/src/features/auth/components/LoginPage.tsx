import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Form } from "antd";
import { Link } from "react-router-dom";
import { loginSchema, type LoginInput } from "@shared/validation/login.ts";
import { useLocale, useT } from "@renderer/lib/i18n.tsx";
import { useTranslatedResolver } from "@renderer/lib/form-resolver.ts";
import { useResendConfirmation, useSignIn } from "../hooks/use-auth-actions.ts";
import { AuthCard } from "./AuthCard.tsx";
import { TextField } from "./TextField.tsx";

const resolver = zodResolver(loginSchema);

/** Login (spec §2); an account whose e-mail is not confirmed yet is offered a new confirmation e-mail (issue 19). */
export default function LoginPage() {
  const t = useT();
  const { locale } = useLocale();
  const { control, handleSubmit, formState } = useForm<LoginInput>({ resolver: useTranslatedResolver(resolver), defaultValues: { email: "", password: "" } });
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const signIn = useSignIn({ onUnconfirmed: setUnconfirmed });
  const resend = useResendConfirmation();
  const submit = handleSubmit((values) => signIn.mutate(values));
  return (
    <AuthCard
      title={t("auth.login.title")}
      description={t("auth.login.description")}
      footer={
        <>
          <Link to="/signup">{t("auth.link.signUp")}</Link>
          <Link to="/forgot-password">{t("auth.link.forgotPassword")}</Link>
        </>
      }
    >
      <Form layout="vertical" component="form" noValidate onSubmitCapture={(e) => { e.preventDefault(); void submit(); }}>
        <TextField control={control} name="email" id="login-email" label={t("auth.field.email")} type="email" autoComplete="email" error={formState.errors.email?.message} />
        <TextField control={control} name="password" id="login-password" label={t("auth.field.password")} type="password" autoComplete="current-password" error={formState.errors.password?.message} />
        <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
          {t("auth.login.submit")}
        </Button>
      </Form>
      {unconfirmed ? (
        <Alert
          className="auth-card__notice"
          type="info"
          showIcon
          message={t("auth.login.unconfirmed", { email: unconfirmed })}
          description={
            <Button onClick={() => resend.mutate({ email: unconfirmed, locale })} loading={resend.isPending}>
              {t("auth.confirm.resend")}
            </Button>
          }
        />
      ) : null}
    </AuthCard>
  );
}
