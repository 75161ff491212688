import { lazy, Suspense } from "react";
import { Link } from "react-router-dom";
import { useSession } from "../../data/session/use-session.ts";
import { useT } from "../../lib/i18n.tsx";

const Composer = lazy(() => import("./components/Composer.tsx"));

/** Composer for signed-in users; visitors get the sign-in prompt (spec §2). Loaded on demand. */
export function ComposerSlot() {
  const { session, loading } = useSession();
  const t = useT();
  if (loading) return <div className="composer composer--placeholder" aria-hidden />;
  if (!session) {
    return (
      <p className="composer-prompt">
        <Link to="/signin">{t("composer.signInPrompt")}</Link>
      </p>
    );
  }
  return (
    <Suspense fallback={<div className="composer composer--placeholder" aria-hidden />}>
      <Composer />
    </Suspense>
  );
}
