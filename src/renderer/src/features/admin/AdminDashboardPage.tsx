import { Card, Col, Row, Typography } from "antd";
import { Link } from "react-router-dom";

const CARDS = [
  { to: "/admin/analytics", title: "Analytics", text: "View site analytics, listings, engagement and reports." },
  { to: "/admin/whitelist", title: "Whitelist Management", text: "Manage whitelisted domains for user posts." },
  { to: "/admin/users", title: "User Management", text: "View, edit, or ban users." },
  // The spec records /admin/featured-properties (a 404); the working route is /admin/featured.
  { to: "/admin/featured", title: "Featured Properties", text: "Manage which properties appear on the homepage." },
  { to: "/admin/reports", title: "Reports", text: "Review and resolve user and post reports." },
] as const;

export default function AdminDashboardPage() {
  return (
    <section aria-labelledby="admin-dashboard-title">
      <Typography.Title id="admin-dashboard-title" level={1}>
        Admin Dashboard
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {CARDS.map((card) => (
          <Col key={card.to} xs={24} sm={12} lg={8}>
            <Card
              hoverable
              style={{ height: "100%" }}
              title={
                <h2 style={{ margin: 0, fontSize: 18 }}>
                  <Link to={card.to}>{card.title}</Link>
                </h2>
              }
            >
              <Typography.Paragraph style={{ marginBottom: 0 }}>{card.text}</Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
