import { Table } from "antd";
import { postTitle } from "@shared/format/titles.ts";
import { AnalyticsPage, ChartCard, StatRow } from "../AnalyticsPanel.tsx";
import { DateRangeBar } from "../DateRangeBar.tsx";
import { BarList } from "../charts/BarList.tsx";
import { TimeSeriesChart, seriesColor } from "../charts/TimeSeriesChart.tsx";
import { toCsv } from "../csv.ts";
import { csvName, useAnalytics } from "../use-analytics.ts";
import { perStep } from "../conversion-rates.ts";


export default function ConversionPage() {
  const { data, isLoading, error, range } = useAnalytics("conversion");
  const csv = data
    ? () =>
        toCsv(data.top_posts, [
          { header: "Post ID", value: (row) => row.id },
          { header: "Title", value: (row) => postTitle(row.title) },
          { header: "Views", value: (row) => row.views },
          { header: "Saves", value: (row) => row.saves },
          { header: "Offers", value: (row) => row.offers },
        ])
    : null;
  return (
    <AnalyticsPage title="Conversion Metrics" toolbar={<DateRangeBar csv={csv} fileName={csvName("conversion-metrics", range)} />} loading={isLoading} error={error}>
      {data ? (
        <>
          <StatRow
            stats={[
              { label: "Views", value: data.funnel.views },
              { label: "Saves", value: data.funnel.saves },
              { label: "Offers", value: data.funnel.offers },
              { label: "Saves per view", value: perStep(data.funnel.saves, data.funnel.views) },
              { label: "Offers per save", value: perStep(data.funnel.offers, data.funnel.saves) },
              { label: "Posts with saves", value: data.posts.with_saves },
              { label: "Posts with offers", value: data.posts.with_offers },
              { label: "Posts created", value: data.posts.created },
            ]}
          />
          <p style={{ color: "#374151", maxWidth: 720 }}>
            Saves and offers are not a subset of views: members save and make offers from feed cards without opening a post, and a view counts once
            per viewer per day. So these are ratios, not percentages, and can be above 1.
          </p>
          <ChartCard title="Views, saves and offers">
            <BarList
              label="Conversion funnel"
              data={[
                { key: "Views", count: data.funnel.views },
                { key: "Saves", count: data.funnel.saves },
                { key: "Offers", count: data.funnel.offers },
              ]}
            />
          </ChartCard>
          <ChartCard title={`Views, saves and offers per ${data.bucket}`}>
            <TimeSeriesChart
              label="Views, saves and offers over time"
              data={data.series}
              series={[
                { key: "views", label: "Views", color: seriesColor(0) },
                { key: "saves", label: "Saves", color: seriesColor(1) },
                { key: "offers", label: "Offers", color: seriesColor(2) },
              ]}
            />
          </ChartCard>
          <ChartCard title="Top posts by offers and saves">
            <Table
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={data.top_posts}
              scroll={{ x: 500 }}
              columns={[
                { key: "title", title: "Post", render: (_, row) => <a href={`/post/${row.id}`}>{postTitle(row.title)}</a> },
                { key: "views", title: "Views", dataIndex: "views" },
                { key: "saves", title: "Saves", dataIndex: "saves" },
                { key: "offers", title: "Offers", dataIndex: "offers" },
              ]}
            />
          </ChartCard>
        </>
      ) : null}
    </AnalyticsPage>
  );
}
