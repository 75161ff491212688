import type { ReactNode } from "react";
import { Alert, Card, Col, Row, Skeleton, Statistic, Typography } from "antd";
import { formatNumber } from "@shared/format/price.ts";
import { Seo } from "@renderer/components/Seo.tsx";
import { errorText } from "@renderer/lib/error-text.ts";
import { useT } from "@renderer/lib/i18n.tsx";

/** Page frame for one analytics sub-page: title, toolbar, then loading / error / content. */
export function AnalyticsPage({ title, toolbar, loading, error, children }: { title: string; toolbar: ReactNode; loading: boolean; error: unknown; children: ReactNode }) {
  const t = useT();
  return (
    <section aria-labelledby="analytics-page-title">
      <Seo title={t("admin.analytics.pageTitle", { title })} noindex />
      <Typography.Title id="analytics-page-title" level={2}>
        {title}
      </Typography.Title>
      {toolbar}
      {error ? <Alert type="error" showIcon title={t("admin.analytics.loadFailed")} description={errorText(t, error)} /> : loading ? <Skeleton active paragraph={{ rows: 8 }} /> : children}
    </section>
  );
}

/** Figures in the reader's language ("1,234" / "1 234"); text (a ratio already formatted, a duration) as is. */
export function StatRow({ stats }: { stats: { label: string; value: number | string | null }[] }) {
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {stats.map((stat) => (
        <Col key={stat.label} xs={12} md={6}>
          <Card size="small">
            <Statistic title={stat.label} value={stat.value === null ? "—" : typeof stat.value === "number" ? formatNumber(stat.value) : stat.value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** A chart in a card; its title wraps on a phone rather than being cut off (French titles are longer). */
export function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={<h3 style={{ margin: 0, padding: "8px 0", fontSize: 16, whiteSpace: "normal" }}>{title}</h3>} size="small" style={{ marginBottom: 16 }}>
      {children}
    </Card>
  );
}
