import { Table } from "antd";
import { postTitle } from "@shared/format/titles.ts";
import { formatNumber } from "@shared/format/price.ts";
import { pathInLocale } from "@shared/i18n/locales.ts";
import { useLocale, useT } from "@renderer/lib/i18n.tsx";
import { AnalyticsPage, ChartCard, StatRow } from "../AnalyticsPanel.tsx";
import { DateRangeBar } from "../DateRangeBar.tsx";
import { BarList } from "../charts/BarList.tsx";
import { TimeSeriesChart, seriesColor } from "../charts/TimeSeriesChart.tsx";
import { toCsv } from "../csv.ts";
import { analyticsLabel } from "../labels.ts";
import { csvName, useAnalytics } from "../use-analytics.ts";
import { perStep } from "../conversion-rates.ts";

export default function ConversionPage() {
  const t = useT();
  const { locale } = useLocale();
  const { data, isLoading, error, range } = useAnalytics("conversion");
  const views = t("admin.analytics.views");
  const saves = t("admin.analytics.saves");
  const offers = t("admin.analytics.offers");
  const csv = data
    ? () =>
        toCsv(data.top_posts, [
          { header: t("admin.analytics.conversion.postId"), value: (row) => row.id },
          { header: t("admin.analytics.conversion.postTitle"), value: (row) => postTitle(row.title) },
          { header: views, value: (row) => row.views },
          { header: saves, value: (row) => row.saves },
          { header: offers, value: (row) => row.offers },
        ])
    : null;
  return (
    <AnalyticsPage title={t("admin.analytics.conversion.title")} toolbar={<DateRangeBar csv={csv} fileName={csvName("conversion-metrics", range)} />} loading={isLoading} error={error}>
      {data ? (
        <>
          <StatRow
            stats={[
              { label: views, value: data.funnel.views },
              { label: saves, value: data.funnel.saves },
              { label: offers, value: data.funnel.offers },
              { label: t("admin.analytics.conversion.savesPerView"), value: perStep(data.funnel.saves, data.funnel.views) },
              { label: t("admin.analytics.conversion.offersPerSave"), value: perStep(data.funnel.offers, data.funnel.saves) },
              { label: t("admin.analytics.conversion.withSaves"), value: data.posts.with_saves },
              { label: t("admin.analytics.conversion.withOffers"), value: data.posts.with_offers },
              { label: t("admin.analytics.conversion.created"), value: data.posts.created },
            ]}
          />
          <p style={{ color: "#374151", maxWidth: 720 }}>{t("admin.analytics.conversion.ratios")}</p>
          <ChartCard title={t("admin.analytics.conversion.funnelTitle")}>
            <BarList
              label={t("admin.analytics.conversion.funnel")}
              data={[
                { key: views, count: data.funnel.views },
                { key: saves, count: data.funnel.saves },
                { key: offers, count: data.funnel.offers },
              ]}
            />
          </ChartCard>
          <ChartCard title={t("admin.analytics.conversion.perBucket", { unit: analyticsLabel(t, "bucket", data.bucket) })}>
            <TimeSeriesChart
              label={t("admin.analytics.conversion.chart")}
              data={data.series}
              series={[
                { key: "views", label: views, color: seriesColor(0) },
                { key: "saves", label: saves, color: seriesColor(1) },
                { key: "offers", label: offers, color: seriesColor(2) },
              ]}
            />
          </ChartCard>
          <ChartCard title={t("admin.analytics.conversion.topPosts")}>
            <Table
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={data.top_posts}
              scroll={{ x: 500 }}
              columns={[
                { key: "title", title: t("admin.analytics.conversion.post"), render: (_, row) => <a href={pathInLocale(`/post/${row.id}`, locale)}>{postTitle(row.title)}</a> },
                { key: "views", title: views, dataIndex: "views", render: (n: number) => formatNumber(n) },
                { key: "saves", title: saves, dataIndex: "saves", render: (n: number) => formatNumber(n) },
                { key: "offers", title: offers, dataIndex: "offers", render: (n: number) => formatNumber(n) },
              ]}
            />
          </ChartCard>
        </>
      ) : null}
    </AnalyticsPage>
  );
}
