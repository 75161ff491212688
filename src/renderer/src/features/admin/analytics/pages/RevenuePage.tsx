import { Alert, Table } from "antd";
import { AnalyticsPage, ChartCard, StatRow } from "../AnalyticsPanel.tsx";
import { DateRangeBar } from "../DateRangeBar.tsx";
import { BarList } from "../charts/BarList.tsx";
import { toCsv } from "../csv.ts";
import { csvName, useAnalytics } from "../use-analytics.ts";

/** "Revenue / Ads": the product takes no payments, so this page reports featured placements and their exposure. */
export default function RevenuePage() {
  const { data, isLoading, error, range } = useAnalytics("featured");
  const csv = data
    ? () =>
        toCsv(data.exposure, [
          { header: "Group", value: (row) => row.group },
          { header: "Posts", value: (row) => row.posts },
          { header: "Views", value: (row) => row.views },
          { header: "Saves", value: (row) => row.saves },
          { header: "Offers", value: (row) => row.offers },
          { header: "Views per post", value: (row) => row.views_per_post },
          { header: "Saves per post", value: (row) => row.saves_per_post },
          { header: "Offers per post", value: (row) => row.offers_per_post },
        ])
    : null;
  const featured = data?.exposure.find((row) => row.group === "featured");
  return (
    <AnalyticsPage title="Revenue / Ads" toolbar={<DateRangeBar csv={csv} fileName={csvName("featured-exposure", range)} />} loading={isLoading} error={error}>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="No revenue to report"
        description="The marketplace takes no payments and sells no ads. Featured placements are chosen by admins for free; this page shows how much exposure they get."
      />
      {data ? (
        <>
          <StatRow
            stats={[
              { label: "Featured now", value: data.featured_now },
              { label: "Views of featured", value: featured?.views ?? 0 },
              { label: "Saves of featured", value: featured?.saves ?? 0 },
              { label: "Offers on featured", value: featured?.offers ?? 0 },
            ]}
          />
          <ChartCard title="Featured placements by category">
            <BarList label="Featured posts by category" data={data.featured_by_category} />
          </ChartCard>
          <ChartCard title="Exposure: featured versus standard posts">
            <Table
              rowKey="group"
              size="small"
              pagination={false}
              dataSource={data.exposure}
              scroll={{ x: 600 }}
              columns={[
                { key: "group", title: "Group", dataIndex: "group" },
                { key: "posts", title: "Posts", dataIndex: "posts" },
                { key: "vpp", title: "Views per post", render: (_, row) => row.views_per_post ?? "—" },
                { key: "spp", title: "Saves per post", render: (_, row) => row.saves_per_post ?? "—" },
                { key: "opp", title: "Offers per post", render: (_, row) => row.offers_per_post ?? "—" },
              ]}
            />
          </ChartCard>
        </>
      ) : null}
    </AnalyticsPage>
  );
}
