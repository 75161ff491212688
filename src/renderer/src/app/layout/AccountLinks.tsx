import { Link, useNavigate } from "react-router-dom";
import { LogoutIcon, UserIcon } from "../../components/icons.tsx";
import { useQueryClient } from "@tanstack/react-query";
import { useSession } from "../../data/session/use-session.ts";
import { isAdminQueryOptions, useIsAdmin } from "../../data/session/is-admin.ts";
import { useSignOut } from "../../features/auth/index.ts";
import { useToast } from "../../lib/toast.ts";

/** Signed-in and visitor variants of the header's account area (spec §2, §6). */
export function AccountLinks({ onNavigate, vertical = false }: { onNavigate?: () => void; vertical?: boolean }) {
  const { session, userId, loading } = useSession();
  const { isAdmin } = useIsAdmin();
  const signOut = useSignOut();
  const toast = useToast();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const cls = vertical ? "account-links account-links--vertical" : "account-links";

  if (loading) return <div className={cls} aria-hidden />;
  if (!session) {
    return (
      <div className={cls}>
        <Link to="/signin" className="btn btn--ghost" onClick={onNavigate}>
          Login
        </Link>
        <Link to="/signup" className="btn btn--primary" onClick={onNavigate}>
          Get Started
        </Link>
      </div>
    );
  }

  async function openAdmin(event: React.MouseEvent) {
    event.preventDefault();
    onNavigate?.();
    if (!userId) {
      toast.error("You must be signed in to access Admin dashboard.");
      return;
    }
    const admin = await queryClient.fetchQuery(isAdminQueryOptions(userId)).catch(() => false);
    if (!admin) {
      toast.error("You do not have admin access. If you believe this is a mistake, contact support.");
      return;
    }
    void navigate("/admin");
  }

  return (
    <div className={cls}>
      <Link to="/submit" className="btn btn--primary" onClick={onNavigate}>
        Submit Post
      </Link>
      {isAdmin ? (
        <a href="/admin" className="btn btn--ghost" onClick={(e) => void openAdmin(e)}>
          Admin
        </a>
      ) : null}
      <Link to="/profile" className="btn btn--icon" aria-label="Profile" title="Profile" onClick={onNavigate}>
        <UserIcon />
        {vertical ? <span>Profile</span> : null}
      </Link>
      <button
        type="button"
        className="btn btn--icon"
        aria-label="Sign out"
        title="Sign out"
        disabled={signOut.isPending}
        onClick={() => {
          onNavigate?.();
          signOut.mutate();
        }}
      >
        <LogoutIcon />
        {vertical ? <span>Sign out</span> : null}
      </button>
    </div>
  );
}
