import { useEffect, type ReactNode } from "react";
import { Alert, Button, Result, Spin } from "antd";
import { Navigate, useLocation } from "react-router-dom";
import { useSession } from "../../data/session/use-session.ts";
import { useIsAdmin } from "../../data/session/is-admin.ts";
import { useToast } from "../../lib/toast.ts";
import { errorMessage } from "../../lib/errors.ts";
import { returnState } from "@renderer/app/return-to.ts";

function Waiting({ label }: { label: string }) {
  return (
    <div className="admin-guard-wait" role="status" aria-live="polite" style={{ display: "flex", gap: 12, alignItems: "center", justifyContent: "center", padding: 48 }}>
      <Spin />
      <span>{label}</span>
    </div>
  );
}

function RedirectToSignIn() {
  const toast = useToast();
  const location = useLocation();
  useEffect(() => {
    void toast.error("You must be logged in to access this page.");
  }, [toast]);
  return <Navigate to="/signin" replace state={returnState(location)} />;
}

/** Admin guard (spec §4): session check, then a never-cached server check of the admin role. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { loading, userId } = useSession();
  const admin = useIsAdmin();

  if (loading) return <Waiting label="Checking authentication..." />;
  if (!userId) return <RedirectToSignIn />;
  if (admin.isPending) return <Waiting label="Verifying admin access..." />;
  if (admin.isError) {
    return (
      <div style={{ maxWidth: 640, margin: "48px auto" }}>
        <Alert
          type="error"
          showIcon
          title="Could not verify admin access"
          description={errorMessage(admin.error)}
          action={
            <Button onClick={() => void admin.refetch()} loading={admin.isFetching}>
              Retry
            </Button>
          }
        />
      </div>
    );
  }
  if (!admin.isAdmin) {
    return (
      <Result
        status="403"
        title="Access denied"
        subTitle={
          <>
            <p>You must be an admin to access this page.</p>
            <p>
              User ID: <code data-testid="admin-guard-user-id">{userId}</code>
            </p>
          </>
        }
        extra={
          <Button type="primary" onClick={() => void admin.refetch()} loading={admin.isFetching}>
            Check Again
          </Button>
        }
      />
    );
  }
  return <>{children}</>;
}
