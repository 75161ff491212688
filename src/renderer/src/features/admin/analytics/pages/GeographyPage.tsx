import { Table } from "antd";
import { formatNumber } from "@shared/format/price.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import { AnalyticsPage, ChartCard, StatRow } from "../AnalyticsPanel.tsx";
import { DateRangeBar } from "../DateRangeBar.tsx";
import { CanadaTileMap } from "../charts/CanadaTileMap.tsx";
import { toCsv } from "../csv.ts";
import { provinceLabel } from "../labels.ts";
import { csvName, useAnalytics } from "../use-analytics.ts";
import { cityName } from "../city-name.ts";

export default function GeographyPage() {
  const t = useT();
  const { data, isLoading, error, range } = useAnalytics("geography");
  const csv = data
    ? () =>
        toCsv(
          [
            ...data.by_province.map((row) => ({ level: t("admin.analytics.geography.csvProvince"), name: provinceLabel(t, row.key), province: row.key, count: row.count })),
            ...data.top_cities.map((row) => ({ level: t("admin.analytics.geography.csvCity"), name: cityName(row.city), province: row.province, count: row.count })),
          ],
          [
            { header: t("admin.analytics.geography.csvLevel"), value: (row) => row.level },
            { header: t("admin.analytics.geography.csvName"), value: (row) => row.name },
            { header: t("admin.analytics.province"), value: (row) => row.province },
            { header: t("admin.analytics.posts"), value: (row) => row.count },
          ],
        )
    : null;
  const unknown = data?.by_province.find((row) => row.key === "Unknown")?.count ?? 0;
  return (
    <AnalyticsPage title={t("admin.analytics.geography.title")} toolbar={<DateRangeBar csv={csv} fileName={csvName("geography", range)} />} loading={isLoading} error={error}>
      {data ? (
        <>
          <StatRow
            stats={[
              { label: t("admin.analytics.postsInPeriod"), value: data.total },
              { label: t("admin.analytics.geography.noProvince"), value: unknown },
            ]}
          />
          <ChartCard title={t("admin.analytics.geography.byProvince")}>
            <CanadaTileMap label={t("admin.analytics.geography.map")} data={data.by_province} />
          </ChartCard>
          <ChartCard title={t("admin.analytics.geography.topCities")}>
            <Table
              rowKey={(row) => `${row.city}-${row.province}`}
              size="small"
              pagination={false}
              dataSource={data.top_cities}
              locale={{ emptyText: <span style={{ color: "#374151" }}>{t("admin.analytics.noData")}</span> }}
              columns={[
                { key: "city", title: t("admin.analytics.geography.city"), render: (_, row) => cityName(row.city) },
                { key: "province", title: t("admin.analytics.province"), render: (_, row) => provinceLabel(t, row.province) },
                { key: "count", title: t("admin.analytics.posts"), dataIndex: "count", render: (n: number) => formatNumber(n) },
              ]}
            />
          </ChartCard>
        </>
      ) : null}
    </AnalyticsPage>
  );
}
