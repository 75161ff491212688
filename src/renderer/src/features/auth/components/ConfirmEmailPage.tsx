import { useState } from "react";
import { Link } from "react-router-dom";
import { stripLocalePrefix } from "@shared/i18n/locales.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import { initialHash, initialLocation } from "@renderer/lib/initial-url.ts";
import { useSession } from "@renderer/data/session/use-session.ts";
import { PageSpinner } from "@renderer/components/PageSpinner.tsx";
import { confirmOutcome, linkParams } from "../confirm-outcome.ts";
import { AuthCard } from "./AuthCard.tsx";
import { ResendConfirmationForm } from "./ResendConfirmationForm.tsx";

/** The link's outcome is read from the URL this page load came from, and only when it opened this page. */
function openedFromLink(): URLSearchParams {
  const here = stripLocalePrefix(initialLocation.pathname) === "/confirm-email";
  return here ? linkParams(initialHash, initialLocation.search) : new URLSearchParams();
}

/**
 * /confirm-email (issue 19): where the sign-up confirmation link lands. It says the e-mail is confirmed (the link
 * signed the member in), or that the link expired or was used, with a form to send a new one; opened without a link,
 * it offers the same form.
 */
export default function ConfirmEmailPage() {
  const t = useT();
  const { loading, session } = useSession();
  const [params] = useState(openedFromLink);
  const outcome = confirmOutcome({ params, loading, hasSession: Boolean(session) });
  if (outcome === "pending") return <PageSpinner label={t("auth.confirm.checking")} />;
  if (outcome === "confirmed") {
    return (
      <AuthCard title={t("auth.confirm.confirmedTitle")} description={t("auth.confirm.confirmedText")} footer={<Link to="/submit">{t("auth.confirm.firstPost")}</Link>}>
        <Link to="/" className="btn btn--primary auth-card__action">{t("auth.confirm.home")}</Link>
      </AuthCard>
    );
  }
  const expired = outcome === "expired";
  return (
    <AuthCard
      title={t(expired ? "auth.confirm.expiredTitle" : "auth.confirm.title")}
      description={t(expired ? "auth.confirm.expiredText" : "auth.confirm.text")}
      footer={<Link to="/signin">{t("auth.link.signIn")}</Link>}
    >
      <ResendConfirmationForm />
    </AuthCard>
  );
}
