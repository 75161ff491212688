import type { ReactNode } from "react";
import { Alert, Card, Col, Row, Skeleton, Statistic, Typography } from "antd";
import { errorMessage } from "@renderer/lib/errors.ts";

/** Page frame for one analytics sub-page: title, toolbar, then loading / error / content. */
export function AnalyticsPage({ title, toolbar, loading, error, children }: { title: string; toolbar: ReactNode; loading: boolean; error: unknown; children: ReactNode }) {
  return (
    <section aria-labelledby="analytics-page-title">
      <Typography.Title id="analytics-page-title" level={2}>
        {title}
      </Typography.Title>
      {toolbar}
      {error ? <Alert type="error" showIcon title="Failed to load analytics." description={errorMessage(error)} /> : loading ? <Skeleton active paragraph={{ rows: 8 }} /> : children}
    </section>
  );
}

export function StatRow({ stats }: { stats: { label: string; value: number | string | null }[] }) {
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {stats.map((stat) => (
        <Col key={stat.label} xs={12} md={6}>
          <Card size="small">
            <Statistic title={stat.label} value={stat.value ?? "—"} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

export function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={<h3 style={{ margin: 0, fontSize: 16 }}>{title}</h3>} size="small" style={{ marginBottom: 16 }}>
      {children}
    </Card>
  );
}
