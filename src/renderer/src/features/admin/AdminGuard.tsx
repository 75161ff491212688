import { useEffect, type ReactNode } from "react";
import { Alert, Button, Result, Spin } from "antd";
import { Navigate, useLocation } from "react-router-dom";
import { useSession } from "../../data/session/use-session.ts";
import { useIsAdmin } from "../../data/session/is-admin.ts";
import { useToast } from "../../lib/toast.ts";
import { errorText } from "@renderer/lib/error-text.ts";
import { returnState } from "@renderer/app/return-to.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import { Seo } from "@renderer/components/Seo.tsx";

/** The guard's own states have a page title of their own (the console's pages render theirs). */
function GuardTitle({ titleKey }: { titleKey: "admin.dashboard.title" | "admin.guard.denied" }) {
  const t = useT();
  return <Seo title={t("admin.pageTitle", { title: t(titleKey) })} noindex />;
}

function Waiting({ label }: { label: string }) {
  return (
    <div className="admin-guard-wait" role="status" aria-live="polite" style={{ display: "flex", gap: 12, alignItems: "center", justifyContent: "center", padding: 48 }}>
      <GuardTitle titleKey="admin.dashboard.title" />
      <Spin />
      <span>{label}</span>
    </div>
  );
}

function RedirectToSignIn() {
  const toast = useToast();
  const t = useT();
  const location = useLocation();
  useEffect(() => {
    void toast.error(t("admin.guard.signInFirst"));
  }, [toast, t]);
  return <Navigate to="/signin" replace state={returnState(location)} />;
}

/** Admin guard (spec §4): session check, then a never-cached server check of the admin role. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { loading, userId } = useSession();
  const admin = useIsAdmin();
  const t = useT();

  if (loading) return <Waiting label={t("admin.guard.checkingAuth")} />;
  if (!userId) return <RedirectToSignIn />;
  if (admin.isPending) return <Waiting label={t("admin.guard.verifying")} />;
  if (admin.isError) {
    return (
      <div style={{ maxWidth: 640, margin: "48px auto" }}>
        <GuardTitle titleKey="admin.dashboard.title" />
        <Alert
          type="error"
          showIcon
          title={t("admin.guard.verifyFailed")}
          description={errorText(t, admin.error)}
          action={
            <Button onClick={() => void admin.refetch()} loading={admin.isFetching}>
              {t("admin.retry")}
            </Button>
          }
        />
      </div>
    );
  }
  if (!admin.isAdmin) {
    return (
      <>
        <GuardTitle titleKey="admin.guard.denied" />
        <Result
          status="403"
          title={t("admin.guard.denied")}
          subTitle={
            <>
              <p>{t("admin.guard.mustBeAdmin")}</p>
              <p>
                {t("admin.guard.userId")} <code data-testid="admin-guard-user-id">{userId}</code>
              </p>
            </>
          }
          extra={
            <Button type="primary" onClick={() => void admin.refetch()} loading={admin.isFetching}>
              {t("admin.guard.checkAgain")}
            </Button>
          }
        />
      </>
    );
  }
  return <>{children}</>;
}
