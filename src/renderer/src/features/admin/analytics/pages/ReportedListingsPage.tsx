import { Col, Row } from "antd";
import { AnalyticsPage, ChartCard, StatRow } from "../AnalyticsPanel.tsx";
import { DateRangeBar } from "../DateRangeBar.tsx";
import { BarList } from "../charts/BarList.tsx";
import { TimeSeriesChart, seriesColor } from "../charts/TimeSeriesChart.tsx";
import { toCsv } from "../csv.ts";
import { csvName, useAnalytics } from "../use-analytics.ts";

function hours(value: number | null): string | null {
  if (value === null) return null;
  return value < 48 ? `${value.toFixed(1)} h` : `${(value / 24).toFixed(1)} days`;
}

export default function ReportedListingsPage() {
  const { data, isLoading, error, range } = useAnalytics("reports");
  const csv = data
    ? () =>
        toCsv(data.series, [
          { header: "Period", value: (row) => row.period },
          { header: "Reports opened", value: (row) => row.opened },
          { header: "Reports resolved", value: (row) => row.resolved },
        ])
    : null;
  return (
    <AnalyticsPage title="Reported Listings" toolbar={<DateRangeBar csv={csv} fileName={csvName("reported-listings", range)} />} loading={isLoading} error={error}>
      {data ? (
        <>
          <StatRow
            stats={[
              { label: "Reports", value: data.totals.reports },
              { label: "Open", value: data.totals.open },
              { label: "Median time to resolve", value: hours(data.resolution.median_hours) },
              { label: "Average time to resolve", value: hours(data.resolution.avg_hours) },
            ]}
          />
          <ChartCard title={`Reports opened and resolved per ${data.bucket}`}>
            <TimeSeriesChart
              label="Reports opened and resolved over time"
              data={data.series}
              series={[
                { key: "opened", label: "Opened", color: seriesColor(1) },
                { key: "resolved", label: "Resolved", color: seriesColor(2) },
              ]}
            />
          </ChartCard>
          <Row gutter={16}>
            <Col xs={24} lg={12}>
              <ChartCard title="By reason">
                <BarList label="Reports by reason" data={data.by_reason} />
              </ChartCard>
            </Col>
            <Col xs={24} lg={12}>
              <ChartCard title="By status">
                <BarList label="Reports by status" data={data.by_status} />
              </ChartCard>
            </Col>
          </Row>
        </>
      ) : null}
    </AnalyticsPage>
  );
}
