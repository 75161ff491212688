import { Col, Row } from "antd";
import { AnalyticsPage, ChartCard, StatRow } from "../AnalyticsPanel.tsx";
import { DateRangeBar } from "../DateRangeBar.tsx";
import { BarList } from "../charts/BarList.tsx";
import { TimeSeriesChart, seriesColor } from "../charts/TimeSeriesChart.tsx";
import { provinceName } from "../charts/canada-tiles.ts";
import { toCsv } from "../csv.ts";
import { csvName, useAnalytics } from "../use-analytics.ts";

export const PRICE_BANDS = ["Under $250K", "$250K–$500K", "$500K–$1M", "$1M–$2M", "$2M+", "Unknown"] as const;
const CATEGORY_LABELS: Record<string, string> = { fsbo: "For Sale By Owner (FSBO)" };
const category = (key: string) => CATEGORY_LABELS[key] ?? key.charAt(0).toUpperCase() + key.slice(1);

export default function ListingAnalyticsPage() {
  const { data, isLoading, error, range } = useAnalytics("listings");
  const csv = data
    ? () =>
        toCsv(
          [
            ...data.by_category.map((row) => ({ dimension: "category", ...row })),
            ...data.by_status.map((row) => ({ dimension: "status", ...row })),
            ...data.by_province.map((row) => ({ dimension: "province", ...row })),
            ...data.by_price_band.map((row) => ({ dimension: "price band", ...row })),
          ],
          [
            { header: "Dimension", value: (row) => row.dimension },
            { header: "Value", value: (row) => row.key },
            { header: "Posts", value: (row) => row.count },
          ],
        )
    : null;
  return (
    <AnalyticsPage title="Listing Analytics" toolbar={<DateRangeBar csv={csv} fileName={csvName("listing-analytics", range)} />} loading={isLoading} error={error}>
      {data ? (
        <>
          <StatRow stats={[{ label: "Posts in period", value: data.totals.posts }, { label: "Featured", value: data.totals.featured }]} />
          <ChartCard title={`Posts per ${data.bucket}`}>
            <TimeSeriesChart label="New posts over time" data={data.series} series={[{ key: "posts", label: "Posts", color: seriesColor(0) }]} />
          </ChartCard>
          <Row gutter={16}>
            <Col xs={24} lg={12}>
              <ChartCard title="By category">
                <BarList label="Posts by category" data={data.by_category} format={category} />
              </ChartCard>
            </Col>
            <Col xs={24} lg={12}>
              <ChartCard title="By status">
                <BarList label="Posts by status" data={data.by_status} />
              </ChartCard>
            </Col>
            <Col xs={24} lg={12}>
              <ChartCard title="By province">
                <BarList label="Posts by province" data={data.by_province} format={provinceName} />
              </ChartCard>
            </Col>
            <Col xs={24} lg={12}>
              <ChartCard title="By price band">
                <BarList label="Posts by price band" data={data.by_price_band} order={PRICE_BANDS} />
              </ChartCard>
            </Col>
          </Row>
        </>
      ) : null}
    </AnalyticsPage>
  );
}
