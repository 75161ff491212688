import { Alert, Table } from "antd";
import { formatNumber } from "@shared/format/price.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import { AnalyticsPage, ChartCard, StatRow } from "../AnalyticsPanel.tsx";
import { DateRangeBar } from "../DateRangeBar.tsx";
import { BarList } from "../charts/BarList.tsx";
import { toCsv } from "../csv.ts";
import { analyticsLabel } from "../labels.ts";
import { csvName, useAnalytics } from "../use-analytics.ts";

const ratio = (value: number | null) => (value === null ? "—" : formatNumber(value, 0, 2));

/** "Revenue / Ads": the product takes no payments, so this page reports featured placements and their exposure. */
export default function RevenuePage() {
  const t = useT();
  const { data, isLoading, error, range } = useAnalytics("featured");
  const posts = t("admin.analytics.posts");
  const csv = data
    ? () =>
        toCsv(data.exposure, [
          { header: t("admin.analytics.revenue.group"), value: (row) => analyticsLabel(t, "group", row.group) },
          { header: posts, value: (row) => row.posts },
          { header: t("admin.analytics.views"), value: (row) => row.views },
          { header: t("admin.analytics.saves"), value: (row) => row.saves },
          { header: t("admin.analytics.offers"), value: (row) => row.offers },
          { header: t("admin.analytics.revenue.viewsPerPost"), value: (row) => row.views_per_post },
          { header: t("admin.analytics.revenue.savesPerPost"), value: (row) => row.saves_per_post },
          { header: t("admin.analytics.revenue.offersPerPost"), value: (row) => row.offers_per_post },
        ])
    : null;
  const featured = data?.exposure.find((row) => row.group === "featured");
  return (
    <AnalyticsPage title={t("admin.analytics.revenue.title")} toolbar={<DateRangeBar csv={csv} fileName={csvName("featured-exposure", range)} />} loading={isLoading} error={error}>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t("admin.analytics.revenue.noRevenue")} description={t("admin.analytics.revenue.noRevenueText")} />
      {data ? (
        <>
          <StatRow
            stats={[
              { label: t("admin.analytics.revenue.featuredNow"), value: data.featured_now },
              { label: t("admin.analytics.revenue.featuredViews"), value: featured?.views ?? 0 },
              { label: t("admin.analytics.revenue.featuredSaves"), value: featured?.saves ?? 0 },
              { label: t("admin.analytics.revenue.featuredOffers"), value: featured?.offers ?? 0 },
            ]}
          />
          <ChartCard title={t("admin.analytics.revenue.byCategory")}>
            <BarList label={t("admin.analytics.revenue.byCategoryChart")} data={data.featured_by_category} format={(key) => analyticsLabel(t, "categoryKey", key)} />
          </ChartCard>
          <ChartCard title={t("admin.analytics.revenue.exposure")}>
            <Table
              rowKey="group"
              size="small"
              pagination={false}
              dataSource={data.exposure}
              scroll={{ x: 600 }}
              columns={[
                { key: "group", title: t("admin.analytics.revenue.group"), dataIndex: "group", render: (group: string) => analyticsLabel(t, "group", group) },
                { key: "posts", title: posts, dataIndex: "posts", render: (n: number) => formatNumber(n) },
                { key: "vpp", title: t("admin.analytics.revenue.viewsPerPost"), render: (_, row) => ratio(row.views_per_post) },
                { key: "spp", title: t("admin.analytics.revenue.savesPerPost"), render: (_, row) => ratio(row.saves_per_post) },
                { key: "opp", title: t("admin.analytics.revenue.offersPerPost"), render: (_, row) => ratio(row.offers_per_post) },
              ]}
            />
          </ChartCard>
        </>
      ) : null}
    </AnalyticsPage>
  );
}
