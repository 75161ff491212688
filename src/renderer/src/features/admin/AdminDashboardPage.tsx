import { Card, Col, Row, Typography } from "antd";
import { Link } from "react-router-dom";
import type { MessageKey } from "@shared/i18n/messages/en.ts";
import { Seo } from "@renderer/components/Seo.tsx";
import { useT } from "@renderer/lib/i18n.tsx";

const CARDS: readonly { to: string; title: MessageKey; text: MessageKey }[] = [
  { to: "/admin/analytics", title: "admin.dashboard.analytics.title", text: "admin.dashboard.analytics.text" },
  { to: "/admin/whitelist", title: "admin.dashboard.whitelist.title", text: "admin.dashboard.whitelist.text" },
  { to: "/admin/users", title: "admin.dashboard.users.title", text: "admin.dashboard.users.text" },
  // The spec records /admin/featured-properties (a 404); the working route is /admin/featured.
  { to: "/admin/featured", title: "admin.dashboard.featured.title", text: "admin.dashboard.featured.text" },
  { to: "/admin/reports", title: "admin.dashboard.reports.title", text: "admin.dashboard.reports.text" },
  { to: "/admin/links", title: "admin.dashboard.links.title", text: "admin.dashboard.links.text" },
];

export default function AdminDashboardPage() {
  const t = useT();
  return (
    <section aria-labelledby="admin-dashboard-title">
      <Seo title={t("admin.pageTitle", { title: t("admin.dashboard.title") })} noindex />
      <Typography.Title id="admin-dashboard-title" level={1}>
        {t("admin.dashboard.title")}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {CARDS.map((card) => (
          <Col key={card.to} xs={24} sm={12} lg={8}>
            <Card
              hoverable
              style={{ height: "100%" }}
              title={
                <h2 style={{ margin: 0, fontSize: 18 }}>
                  <Link to={card.to}>{t(card.title)}</Link>
                </h2>
              }
            >
              <Typography.Paragraph style={{ marginBottom: 0 }}>{t(card.text)}</Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
