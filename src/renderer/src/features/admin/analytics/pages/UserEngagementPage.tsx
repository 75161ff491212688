import { useT } from "@renderer/lib/i18n.tsx";
import { AnalyticsPage, ChartCard, StatRow } from "../AnalyticsPanel.tsx";
import { DateRangeBar } from "../DateRangeBar.tsx";
import { TimeSeriesChart, seriesColor } from "../charts/TimeSeriesChart.tsx";
import { toCsv } from "../csv.ts";
import { analyticsLabel } from "../labels.ts";
import { csvName, useAnalytics } from "../use-analytics.ts";

export default function UserEngagementPage() {
  const t = useT();
  const { data, isLoading, error, range } = useAnalytics("engagement");
  const csv = data
    ? () =>
        toCsv(data.series, [
          { header: t("admin.analytics.period"), value: (row) => row.period },
          { header: t("admin.analytics.engagement.signups"), value: (row) => row.signups },
          { header: t("admin.analytics.engagement.active"), value: (row) => row.active },
        ])
    : null;
  return (
    <AnalyticsPage title={t("admin.analytics.engagement.title")} toolbar={<DateRangeBar csv={csv} fileName={csvName("user-engagement", range)} />} loading={isLoading} error={error}>
      {data ? (
        <>
          <StatRow
            stats={[
              { label: t("admin.analytics.engagement.members"), value: data.totals.members },
              { label: t("admin.analytics.engagement.newMembers"), value: data.totals.new_members },
              { label: t("admin.analytics.engagement.active"), value: data.totals.active_members },
              { label: t("admin.analytics.engagement.banned"), value: data.totals.banned },
            ]}
          />
          <ChartCard title={t("admin.analytics.engagement.perBucket", { unit: analyticsLabel(t, "bucket", data.bucket) })}>
            <TimeSeriesChart
              label={t("admin.analytics.engagement.chart")}
              data={data.series}
              series={[
                { key: "signups", label: t("admin.analytics.engagement.signups"), color: seriesColor(0) },
                { key: "active", label: t("admin.analytics.engagement.activeLegend"), color: seriesColor(1) },
              ]}
            />
          </ChartCard>
        </>
      ) : null}
    </AnalyticsPage>
  );
}
