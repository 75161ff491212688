import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Form } from "antd";
import { Link } from "react-router-dom";
import { signupSchema, type SignupInput } from "@shared/validation/signup.ts";
import { useLocale, useT } from "@renderer/lib/i18n.tsx";
import { useTranslatedResolver } from "@renderer/lib/form-resolver.ts";
import { useSignUp } from "../hooks/use-auth-actions.ts";
import { useUsernameCheck } from "../hooks/use-username-check.ts";
import { AuthCard } from "./AuthCard.tsx";
import { TextField } from "./TextField.tsx";

const resolver = zodResolver(signupSchema);

/** Sign Up (spec §2): validated on submit, a taken username said under its field (issue 19), confirmation by e-mail. */
export default function SignUpPage() {
  const t = useT();
  const form = useForm<SignupInput>({ resolver: useTranslatedResolver(resolver), defaultValues: { username: "", email: "", password: "" } });
  const { control, handleSubmit, formState } = form;
  const { locale } = useLocale();
  const username = useUsernameCheck(form);
  const signUp = useSignUp({ onAccountNotSaved: username.accountNotSaved });
  const submit = handleSubmit(async (values) => {
    if (await username.confirmFree(values.username)) signUp.mutate({ ...values, locale });
  });
  return (
    <AuthCard
      title={t("auth.signup.title")}
      description={t("auth.signup.description")}
      footer={<span>{t("auth.signup.haveAccount")} <Link to="/signin">{t("auth.link.signIn")}</Link></span>}
    >
      <Form layout="vertical" component="form" noValidate onSubmitCapture={(e) => { e.preventDefault(); void submit(); }}>
        <TextField control={control} name="username" id="signup-username" label={t("auth.field.username")} autoComplete="username" error={formState.errors.username?.message} onBlur={() => void username.onBlur()} />
        <TextField control={control} name="email" id="signup-email" label={t("auth.field.email")} type="email" autoComplete="email" error={formState.errors.email?.message} />
        <TextField control={control} name="password" id="signup-password" label={t("auth.field.password")} type="password" autoComplete="new-password" error={formState.errors.password?.message} />
        <Button type="primary" htmlType="submit" block loading={signUp.isPending || formState.isSubmitting}>
          {t("auth.signup.submit")}
        </Button>
      </Form>
    </AuthCard>
  );
}
