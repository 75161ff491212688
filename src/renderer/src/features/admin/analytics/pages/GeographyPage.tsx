import { Table } from "antd";
import { AnalyticsPage, ChartCard, StatRow } from "../AnalyticsPanel.tsx";
import { DateRangeBar } from "../DateRangeBar.tsx";
import { CanadaTileMap } from "../charts/CanadaTileMap.tsx";
import { provinceName } from "../charts/canada-tiles.ts";
import { toCsv } from "../csv.ts";
import { csvName, useAnalytics } from "../use-analytics.ts";
import { cityName } from "../city-name.ts";

export default function GeographyPage() {
  const { data, isLoading, error, range } = useAnalytics("geography");
  const csv = data
    ? () =>
        toCsv(
          [...data.by_province.map((row) => ({ level: "province", name: provinceName(row.key), province: row.key, count: row.count })), ...data.top_cities.map((row) => ({ level: "city", name: cityName(row.city), province: row.province, count: row.count }))],
          [
            { header: "Level", value: (row) => row.level },
            { header: "Name", value: (row) => row.name },
            { header: "Province", value: (row) => row.province },
            { header: "Posts", value: (row) => row.count },
          ],
        )
    : null;
  const unknown = data?.by_province.find((row) => row.key === "Unknown")?.count ?? 0;
  return (
    <AnalyticsPage title="Geography" toolbar={<DateRangeBar csv={csv} fileName={csvName("geography", range)} />} loading={isLoading} error={error}>
      {data ? (
        <>
          <StatRow stats={[{ label: "Posts in period", value: data.total }, { label: "Without a known province", value: unknown }]} />
          <ChartCard title="Listings by province">
            <CanadaTileMap label="Map of listings by province" data={data.by_province} />
          </ChartCard>
          <ChartCard title="Top cities">
            <Table
              rowKey={(row) => `${row.city}-${row.province}`}
              size="small"
              pagination={false}
              dataSource={data.top_cities}
              locale={{ emptyText: <span style={{ color: "#374151" }}>No data for this period.</span> }}
              columns={[
                { key: "city", title: "City", render: (_, row) => cityName(row.city) },
                { key: "province", title: "Province", render: (_, row) => provinceName(row.province) },
                { key: "count", title: "Posts", dataIndex: "count" },
              ]}
            />
          </ChartCard>
        </>
      ) : null}
    </AnalyticsPage>
  );
}
