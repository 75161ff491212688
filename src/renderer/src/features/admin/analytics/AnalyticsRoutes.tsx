import { lazy, Suspense } from "react";
import { Menu, Select, Typography } from "antd";
import { Navigate, NavLink, Route, Routes, useLocation, useNavigate } from "react-router-dom";
import { PageSpinner } from "@renderer/components/PageSpinner.tsx";
import { namedListbox } from "@renderer/components/form/NamedListbox.tsx";

const SECTION_POPUP = namedListbox("Analytics sections");
const PAGES = [
  { path: "user-engagement", label: "User Engagement", Page: lazy(() => import("./pages/UserEngagementPage.tsx")) },
  { path: "listing-analytics", label: "Listing Analytics", Page: lazy(() => import("./pages/ListingAnalyticsPage.tsx")) },
  { path: "conversion-metrics", label: "Conversion Metrics", Page: lazy(() => import("./pages/ConversionPage.tsx")) },
  { path: "revenue", label: "Revenue / Ads", Page: lazy(() => import("./pages/RevenuePage.tsx")) },
  { path: "geography", label: "Geography", Page: lazy(() => import("./pages/GeographyPage.tsx")) },
  { path: "reported-listings", label: "Reported Listings", Page: lazy(() => import("./pages/ReportedListingsPage.tsx")) },
] as const;

/** Analytics layout (spec §2): left menu (a select on small screens), heading, nested content. */
export default function AnalyticsRoutes() {
  const location = useLocation();
  const navigate = useNavigate();
  const current = PAGES.find((page) => location.pathname.endsWith(`/${page.path}`))?.path;
  return (
    <div className="analytics-layout">
      <nav aria-label="Analytics sections" className="analytics-menu">
        <Menu
          mode="inline"
          selectedKeys={current ? [current] : []}
          items={PAGES.map((page) => ({ key: page.path, label: <NavLink to={`/admin/analytics/${page.path}`}>{page.label}</NavLink> }))}
        />
      </nav>
      <div className="analytics-content">
        <Typography.Title level={1}>Analytics</Typography.Title>
        <div className="analytics-menu-mobile">
          <Select
            aria-label="Analytics section"
            popupRender={SECTION_POPUP}
            style={{ width: "100%", marginBottom: 16 }}
            value={current}
            placeholder="Choose a section"
            options={PAGES.map((page) => ({ value: page.path, label: page.label }))}
            onChange={(path: string) => void navigate(`/admin/analytics/${path}`)}
          />
        </div>
        <Suspense fallback={<PageSpinner />}>
          <Routes>
            <Route index element={<Navigate to="user-engagement" replace />} />
            {PAGES.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route path="*" element={<Navigate to="/admin/analytics" replace />} />
          </Routes>
        </Suspense>
      </div>
      <style>{`
        .analytics-layout { display: grid; grid-template-columns: 220px minmax(0, 1fr); gap: 24px; }
        .analytics-menu-mobile { display: none; }
        @media (max-width: 768px) {
          .analytics-layout { grid-template-columns: minmax(0, 1fr); }
          .analytics-menu { display: none; }
          .analytics-menu-mobile { display: block; }
        }
      `}</style>
    </div>
  );
}
