import { Typography } from "antd";

/** The member's Dashboard (/profile). Tabs and states are filled in by features/profile/components. */
export default function ProfilePage() {
  return (
    <main aria-labelledby="dashboard-title">
      <Typography.Title id="dashboard-title" level={1}>
        Dashboard
      </Typography.Title>
    </main>
  );
}
