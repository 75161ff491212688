import { Col, Row } from "antd";
import { formatNumber } from "@shared/format/price.ts";
import { useT, type Translate } from "@renderer/lib/i18n.tsx";
import { AnalyticsPage, ChartCard, StatRow } from "../AnalyticsPanel.tsx";
import { DateRangeBar } from "../DateRangeBar.tsx";
import { BarList } from "../charts/BarList.tsx";
import { TimeSeriesChart, seriesColor } from "../charts/TimeSeriesChart.tsx";
import { toCsv } from "../csv.ts";
import { analyticsLabel } from "../labels.ts";
import { csvName, useAnalytics } from "../use-analytics.ts";

/** "12.5 h" under two days, "3.2 days" beyond ("12,5 h", "3,2 jours" in French). */
function hours(t: Translate, value: number | null): string | null {
  if (value === null) return null;
  return value < 48 ? t("admin.analytics.reports.hours", { n: formatNumber(value, 1, 1) }) : t("admin.analytics.reports.days", { n: formatNumber(value / 24, 1, 1) });
}

export default function ReportedListingsPage() {
  const t = useT();
  const { data, isLoading, error, range } = useAnalytics("reports");
  const opened = t("admin.analytics.reports.opened");
  const resolved = t("admin.analytics.reports.resolved");
  const csv = data
    ? () =>
        toCsv(data.series, [
          { header: t("admin.analytics.period"), value: (row) => row.period },
          { header: t("admin.analytics.reports.csvOpened"), value: (row) => row.opened },
          { header: t("admin.analytics.reports.csvResolved"), value: (row) => row.resolved },
        ])
    : null;
  return (
    <AnalyticsPage title={t("admin.analytics.reports.title")} toolbar={<DateRangeBar csv={csv} fileName={csvName("reported-listings", range)} />} loading={isLoading} error={error}>
      {data ? (
        <>
          <StatRow
            stats={[
              { label: t("admin.analytics.reports.reports"), value: data.totals.reports },
              { label: t("admin.analytics.reports.open"), value: data.totals.open },
              { label: t("admin.analytics.reports.median"), value: hours(t, data.resolution.median_hours) },
              { label: t("admin.analytics.reports.average"), value: hours(t, data.resolution.avg_hours) },
            ]}
          />
          <ChartCard title={t("admin.analytics.reports.perBucket", { unit: analyticsLabel(t, "bucket", data.bucket) })}>
            <TimeSeriesChart
              label={t("admin.analytics.reports.chart")}
              data={data.series}
              series={[
                { key: "opened", label: opened, color: seriesColor(1) },
                { key: "resolved", label: resolved, color: seriesColor(2) },
              ]}
            />
          </ChartCard>
          <Row gutter={16}>
            <Col xs={24} lg={12}>
              <ChartCard title={t("admin.analytics.reports.byReason")}>
                <BarList label={t("admin.analytics.reports.byReasonChart")} data={data.by_reason} format={(key) => analyticsLabel(t, "reportReason", key)} />
              </ChartCard>
            </Col>
            <Col xs={24} lg={12}>
              <ChartCard title={t("admin.analytics.byStatus")}>
                <BarList label={t("admin.analytics.reports.byStatusChart")} data={data.by_status} format={(key) => analyticsLabel(t, "reportStatus", key)} />
              </ChartCard>
            </Col>
          </Row>
        </>
      ) : null}
    </AnalyticsPage>
  );
}
