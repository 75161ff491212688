import { Link, useLocation, useNavigate } from "react-router-dom";
import { returnState } from "../return-to.ts";
import { LogoutIcon, UserIcon } from "../../components/icons.tsx";
import { useQueryClient } from "@tanstack/react-query";
import { useSession } from "../../data/session/use-session.ts";
import { isAdminQueryOptions, useIsAdmin } from "../../data/session/is-admin.ts";
import { useSignOut } from "../../features/auth/index.ts";
import { useToast } from "../../lib/toast.ts";
import { useLocale, useT } from "../../lib/i18n.tsx";
import { pathInLocale } from "@shared/i18n/locales.ts";

/** Signed-in and visitor variants of the header's account area (spec §2, §6). */
export function AccountLinks({ onNavigate, vertical = false }: { onNavigate?: () => void; vertical?: boolean }) {
  const t = useT();
  const { locale } = useLocale();
  const { session, userId, loading } = useSession();
  const { isAdmin } = useIsAdmin();
  const signOut = useSignOut();
  const toast = useToast();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const cls = vertical ? "account-links account-links--vertical" : "account-links";

  if (loading) return <div className={cls} aria-hidden />;
  if (!session) {
    return (
      <div className={cls}>
        <Link to="/signin" state={returnState(location)} className="btn btn--ghost" onClick={onNavigate}>
          {t("nav.login")}
        </Link>
        <Link to="/signup" className="btn btn--primary" onClick={onNavigate}>
          {t("nav.getStarted")}
        </Link>
      </div>
    );
  }

  async function openAdmin(event: React.MouseEvent) {
    event.preventDefault();
    onNavigate?.();
    if (!userId) {
      toast.error(t("nav.adminSignedOut"));
      return;
    }
    const admin = await queryClient.fetchQuery(isAdminQueryOptions(userId)).catch(() => false);
    if (!admin) {
      toast.error(t("nav.adminDenied"));
      return;
    }
    void navigate("/admin");
  }

  return (
    <div className={cls}>
      <Link to="/submit" className="btn btn--primary" onClick={onNavigate}>
        {t("nav.submitPost")}
      </Link>
      {isAdmin ? (
        <a href={pathInLocale("/admin", locale)} className="btn btn--ghost" onClick={(e) => void openAdmin(e)}>
          {t("nav.admin")}
        </a>
      ) : null}
      <Link to="/profile" className="btn btn--icon" aria-label={t("nav.profile")} title={t("nav.profile")} onClick={onNavigate}>
        <UserIcon />
        {vertical ? <span>{t("nav.profile")}</span> : null}
      </Link>
      <button
        type="button"
        className="btn btn--icon"
        aria-label={t("nav.signOut")}
        title={t("nav.signOut")}
        disabled={signOut.isPending}
        onClick={() => {
          onNavigate?.();
          signOut.mutate();
        }}
      >
        <LogoutIcon />
        {vertical ? <span>{t("nav.signOut")}</span> : null}
      </button>
    </div>
  );
}
