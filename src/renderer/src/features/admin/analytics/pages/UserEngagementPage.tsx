import { AnalyticsPage, ChartCard, StatRow } from "../AnalyticsPanel.tsx";
import { DateRangeBar } from "../DateRangeBar.tsx";
import { TimeSeriesChart, seriesColor } from "../charts/TimeSeriesChart.tsx";
import { toCsv } from "../csv.ts";
import { csvName, useAnalytics } from "../use-analytics.ts";

export default function UserEngagementPage() {
  const { data, isLoading, error, range } = useAnalytics("engagement");
  const csv = data ? () => toCsv(data.series, [
    { header: "Period", value: (row) => row.period },
    { header: "Sign-ups", value: (row) => row.signups },
    { header: "Active members", value: (row) => row.active },
  ]) : null;
  return (
    <AnalyticsPage title="User Engagement" toolbar={<DateRangeBar csv={csv} fileName={csvName("user-engagement", range)} />} loading={isLoading} error={error}>
      {data ? (
        <>
          <StatRow
            stats={[
              { label: "Members", value: data.totals.members },
              { label: "New members", value: data.totals.new_members },
              { label: "Active members", value: data.totals.active_members },
              { label: "Banned", value: data.totals.banned },
            ]}
          />
          <ChartCard title={`Sign-ups and active members per ${data.bucket}`}>
            <TimeSeriesChart
              label="Sign-ups and active members over time"
              data={data.series}
              series={[
                { key: "signups", label: "Sign-ups", color: seriesColor(0) },
                { key: "active", label: "Active members (posted, saved, offered or reported)", color: seriesColor(1) },
              ]}
            />
          </ChartCard>
        </>
      ) : null}
    </AnalyticsPage>
  );
}
