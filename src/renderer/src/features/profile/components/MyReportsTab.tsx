import { Alert, Card, Empty, Skeleton, Space, Tag, Typography } from "antd";
import { useQuery } from "@tanstack/react-query";
import { postTitle } from "@shared/format/titles.ts";
import { timeDistance } from "@shared/format/relative-time.ts";
import { myReportsQuery } from "@renderer/data/reports/queries.ts";

export function MyReportsTab({ userId }: { userId: string | null }) {
  const reports = useQuery(myReportsQuery(userId));

  if (reports.isPending && userId) {
    return (
      <div aria-busy="true" aria-label="Loading reports">
        {Array.from({ length: 5 }, (_, index) => (
          <Card key={index} style={{ marginBottom: 12 }} data-testid="report-skeleton">
            <Skeleton active paragraph={{ rows: 2 }} />
          </Card>
        ))}
      </div>
    );
  }
  if (reports.isError) return <Alert type="error" showIcon title="Failed to load reports. Please try again." />;
  const rows = reports.data ?? [];
  if (rows.length === 0) {
    return (
      <Empty
        description={
          <>
            <strong>No reports submitted</strong> - You haven&apos;t submitted any reports yet. Help keep the platform safe by reporting inappropriate content.
          </>
        }
      />
    );
  }
  return (
    <ul style={{ listStyle: "none", padding: 0, margin: 0 }} aria-label="My reports">
      {rows.map((report) => (
        <li key={report.id} style={{ marginBottom: 12 }}>
          <Card size="small">
            <Space wrap style={{ marginBottom: 8 }}>
              <strong>{report.target_type === "post" ? "Post Report" : "User Report"}</strong>
              <Tag color={report.status === "open" ? "error" : "default"}>{report.status}</Tag>
            </Space>
            <p style={{ margin: 0 }}>
              <strong>Reason:</strong> {report.reason}
            </p>
            {report.reported_post_id || report.target_type === "post" ? (
              <p style={{ margin: 0 }}>
                <strong>Reported Post:</strong> {postTitle(report.posts?.title)}
              </p>
            ) : null}
            <Typography.Text type="secondary">Submitted {timeDistance(report.created_at)} ago</Typography.Text>
          </Card>
        </li>
      ))}
    </ul>
  );
}
