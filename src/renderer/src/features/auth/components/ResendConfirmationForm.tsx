import { useLocale, useT } from "@renderer/lib/i18n.tsx";
import { useResendConfirmation } from "../hooks/use-auth-actions.ts";
import { EmailOnlyForm } from "./EmailOnlyForm.tsx";

/** An e-mail field and "Resend the confirmation e-mail" (issue 19): /confirm-email after an expired link. */
export function ResendConfirmationForm() {
  const t = useT();
  const { locale } = useLocale();
  const resend = useResendConfirmation();
  return <EmailOnlyForm id="resend-email" submitLabel={t("auth.confirm.resend")} pending={resend.isPending} onSubmit={(email) => resend.mutate({ email, locale })} />;
}
