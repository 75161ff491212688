import { Link } from "react-router-dom";
import { useT } from "@renderer/lib/i18n.tsx";
import { useRequestPasswordReset } from "../hooks/use-auth-actions.ts";
import { AuthCard } from "./AuthCard.tsx";
import { EmailOnlyForm } from "./EmailOnlyForm.tsx";

/** Forgot password (spec §2). */
export default function ForgotPasswordPage() {
  const t = useT();
  const request = useRequestPasswordReset();
  return (
    <AuthCard title={t("auth.forgot.title")} description={t("auth.forgot.description")} footer={<Link to="/signin">{t("auth.link.signIn")}</Link>}>
      <EmailOnlyForm id="forgot-email" submitLabel={t("auth.forgot.submit")} pending={request.isPending} onSubmit={(email) => request.mutate({ email })} />
    </AuthCard>
  );
}
