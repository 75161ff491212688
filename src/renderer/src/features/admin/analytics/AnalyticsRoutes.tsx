import { lazy, Suspense, useMemo } from "react";
import { Menu, Select, Typography } from "antd";
import { Navigate, NavLink, Route, Routes, useLocation, useNavigate } from "react-router-dom";
import { PageSpinner } from "@renderer/components/PageSpinner.tsx";
import { namedListbox } from "@renderer/components/form/NamedListbox.tsx";
import { useT } from "@renderer/lib/i18n.tsx";
import type { MessageKey } from "@shared/i18n/messages/en.ts";
import "./analytics.css";

const PAGES = [
  { path: "user-engagement", label: "admin.analytics.engagement.title", Page: lazy(() => import("./pages/UserEngagementPage.tsx")) },
  { path: "listing-analytics", label: "admin.analytics.listings.title", Page: lazy(() => import("./pages/ListingAnalyticsPage.tsx")) },
  { path: "conversion-metrics", label: "admin.analytics.conversion.title", Page: lazy(() => import("./pages/ConversionPage.tsx")) },
  { path: "revenue", label: "admin.analytics.revenue.title", Page: lazy(() => import("./pages/RevenuePage.tsx")) },
  { path: "geography", label: "admin.analytics.geography.title", Page: lazy(() => import("./pages/GeographyPage.tsx")) },
  { path: "reported-listings", label: "admin.analytics.reports.title", Page: lazy(() => import("./pages/ReportedListingsPage.tsx")) },
] as const satisfies readonly { path: string; label: MessageKey; Page: unknown }[];

/** Analytics layout (spec §2): left menu (a select on small screens), heading, nested content. */
export default function AnalyticsRoutes() {
  const location = useLocation();
  const navigate = useNavigate();
  const t = useT();
  const sectionPopup = useMemo(() => namedListbox(t("admin.analytics.sections")), [t]);
  const current = PAGES.find((page) => location.pathname.endsWith(`/${page.path}`))?.path;
  return (
    <div className="analytics-layout">
      <nav aria-label={t("admin.analytics.sections")} className="analytics-menu">
        <Menu
          mode="inline"
          selectedKeys={current ? [current] : []}
          items={PAGES.map((page) => ({ key: page.path, label: <NavLink to={`/admin/analytics/${page.path}`}>{t(page.label)}</NavLink> }))}
        />
      </nav>
      <div className="analytics-content">
        <Typography.Title level={1}>{t("admin.analytics.title")}</Typography.Title>
        <div className="analytics-menu-mobile">
          <Select
            aria-label={t("admin.analytics.section")}
            popupRender={sectionPopup}
            style={{ width: "100%", marginBottom: 16 }}
            value={current}
            placeholder={t("admin.analytics.chooseSection")}
            options={PAGES.map((page) => ({ value: page.path, label: t(page.label) }))}
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
    </div>
  );
}
