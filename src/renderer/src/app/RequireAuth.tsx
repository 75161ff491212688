import { Navigate, Outlet, useLocation } from "react-router-dom";
import { useSession } from "../data/session/use-session.ts";
import { PageSpinner } from "../components/PageSpinner.tsx";
import { returnState } from "./return-to.ts";

/** Signed-in guard (spec §4): a spinner while the session loads, /signin without one. */
export function RequireAuth() {
  const { loading, session } = useSession();
  const location = useLocation();
  if (loading) return <PageSpinner />;
  if (!session) return <Navigate to="/signin" replace state={returnState(location)} />;
  return <Outlet />;
}
