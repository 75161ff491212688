import { Col, Row } from "antd";
import { useT } from "@renderer/lib/i18n.tsx";
import { AnalyticsPage, ChartCard, StatRow } from "../AnalyticsPanel.tsx";
import { DateRangeBar } from "../DateRangeBar.tsx";
import { BarList } from "../charts/BarList.tsx";
import { TimeSeriesChart, seriesColor } from "../charts/TimeSeriesChart.tsx";
import { toCsv } from "../csv.ts";
import { analyticsLabel, PRICE_BANDS, provinceLabel } from "../labels.ts";
import { csvName, useAnalytics } from "../use-analytics.ts";

export default function ListingAnalyticsPage() {
  const t = useT();
  const { data, isLoading, error, range } = useAnalytics("listings");
  const csv = data
    ? () =>
        toCsv(
          [
            ...data.by_category.map((row) => ({ dimension: t("admin.analytics.listings.csvCategory"), ...row })),
            ...data.by_status.map((row) => ({ dimension: t("admin.analytics.listings.csvStatus"), ...row })),
            ...data.by_province.map((row) => ({ dimension: t("admin.analytics.listings.csvProvince"), ...row })),
            ...data.by_price_band.map((row) => ({ dimension: t("admin.analytics.listings.csvPriceBand"), ...row })),
          ],
          [
            { header: t("admin.analytics.listings.csvDimension"), value: (row) => row.dimension },
            { header: t("admin.analytics.listings.csvValue"), value: (row) => row.key },
            { header: t("admin.analytics.posts"), value: (row) => row.count },
          ],
        )
    : null;
  return (
    <AnalyticsPage title={t("admin.analytics.listings.title")} toolbar={<DateRangeBar csv={csv} fileName={csvName("listing-analytics", range)} />} loading={isLoading} error={error}>
      {data ? (
        <>
          <StatRow
            stats={[
              { label: t("admin.analytics.postsInPeriod"), value: data.totals.posts },
              { label: t("admin.analytics.listings.featured"), value: data.totals.featured },
            ]}
          />
          <ChartCard title={t("admin.analytics.listings.perBucket", { unit: analyticsLabel(t, "bucket", data.bucket) })}>
            <TimeSeriesChart label={t("admin.analytics.listings.chart")} data={data.series} series={[{ key: "posts", label: t("admin.analytics.posts"), color: seriesColor(0) }]} />
          </ChartCard>
          <Row gutter={16}>
            <Col xs={24} lg={12}>
              <ChartCard title={t("admin.analytics.byCategory")}>
                <BarList label={t("admin.analytics.listings.byCategory")} data={data.by_category} format={(key) => analyticsLabel(t, "category", key)} />
              </ChartCard>
            </Col>
            <Col xs={24} lg={12}>
              <ChartCard title={t("admin.analytics.byStatus")}>
                <BarList label={t("admin.analytics.listings.byStatus")} data={data.by_status} format={(key) => analyticsLabel(t, "postStatus", key)} />
              </ChartCard>
            </Col>
            <Col xs={24} lg={12}>
              <ChartCard title={t("admin.analytics.byProvince")}>
                <BarList label={t("admin.analytics.listings.byProvince")} data={data.by_province} format={(key) => provinceLabel(t, key)} />
              </ChartCard>
            </Col>
            <Col xs={24} lg={12}>
              <ChartCard title={t("admin.analytics.byPriceBand")}>
                <BarList label={t("admin.analytics.listings.byPriceBand")} data={data.by_price_band} order={PRICE_BANDS} format={(key) => analyticsLabel(t, "priceBand", key)} />
              </ChartCard>
            </Col>
          </Row>
        </>
      ) : null}
    </AnalyticsPage>
  );
}
