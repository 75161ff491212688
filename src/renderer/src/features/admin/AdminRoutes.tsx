import { lazy, Suspense, type ReactNode } from "react";
import { Navigate, Route, Routes } from "react-router-dom";
import { PageSpinner } from "../../components/PageSpinner.tsx";
import { AdminGuard } from "./AdminGuard.tsx";

const AdminDashboardPage = lazy(() => import("./AdminDashboardPage.tsx"));
const UsersPage = lazy(() => import("./users/UsersPage.tsx"));
const WhitelistPage = lazy(() => import("./whitelist/WhitelistPage.tsx"));
const ReportsPage = lazy(() => import("./reports/ReportsPage.tsx"));
const FeaturedPage = lazy(() => import("./featured/FeaturedPage.tsx"));
const ChangedLinksPage = lazy(() => import("./links/ChangedLinksPage.tsx"));
const AnalyticsRoutes = lazy(() => import("./analytics/AnalyticsRoutes.tsx"));
const NotFoundPage = lazy(() => import("../../app/NotFoundPage.tsx"));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageSpinner />}>{children}</Suspense>;
}

/** Everything under /admin/*, mounted by the app router as <Route path="admin/*" element={<AdminRoutes />} />. */
export default function AdminRoutes() {
  return (
    <AdminGuard>
      <div className="admin-page" style={{ padding: "24px 16px", maxWidth: 1280, margin: "0 auto" }}>
        <Routes>
          <Route index element={<Lazy><AdminDashboardPage /></Lazy>} />
          <Route path="users" element={<Lazy><UsersPage /></Lazy>} />
          <Route path="whitelist" element={<Lazy><WhitelistPage /></Lazy>} />
          <Route path="analytics/*" element={<Lazy><AnalyticsRoutes /></Lazy>} />
          <Route path="reports" element={<Lazy><ReportsPage /></Lazy>} />
          <Route path="featured" element={<Lazy><FeaturedPage /></Lazy>} />
          <Route path="links" element={<Lazy><ChangedLinksPage /></Lazy>} />
          <Route path="featured-properties" element={<Navigate to="/admin/featured" replace />} />
          <Route path="*" element={<Lazy><NotFoundPage /></Lazy>} />
        </Routes>
      </div>
    </AdminGuard>
  );
}
