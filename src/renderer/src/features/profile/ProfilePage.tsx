import { Suspense } from "react";
import { Alert, Card, Skeleton, Tabs, Typography } from "antd";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router-dom";
import { useSession } from "../../data/session/use-session.ts";
import { OffersTab } from "../offers/index.ts";
import { ConversationsTab } from "../conversations/index.ts";
import { SavedSearches } from "../saved-searches/index.ts";
import { profileQuery } from "../../data/profiles/queries.ts";
import { AvatarCard } from "./components/AvatarCard.tsx";
import { ProfileForm } from "./components/ProfileForm.tsx";
import { SavedListingsTab } from "./components/SavedListingsTab.tsx";
import { MyReportsTab } from "./components/MyReportsTab.tsx";
import "./dashboard-tabs.css";

const TABS = ["profile", "saved", "searches", "reports", "offers", "conversations"] as const;
type Tab = (typeof TABS)[number];

function LoadingProfile() {
  return (
    <div aria-busy="true" aria-label="Loading profile">
      <Card style={{ marginBottom: 16 }}>
        <Skeleton avatar active paragraph={{ rows: 1 }} />
      </Card>
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    </div>
  );
}

/** The member's Dashboard (/profile), spec §2 'Dashboard (profile)'. */
export default function ProfilePage() {
  const { loading, user, userId } = useSession();
  const profile = useQuery(profileQuery(userId));
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : "profile";

  let body;
  if (loading || (userId && profile.isPending)) {
    body = <LoadingProfile />;
  } else if (!userId) {
    body = <Alert type="warning" showIcon title="Not Logged In" description="You need to be logged in to view your dashboard." />;
  } else if (profile.isError) {
    body = <Alert type="error" showIcon title="Error Loading Profile" description="There was a problem fetching your profile data. Please refresh the page to try again." />;
  } else {
    const data = profile.data ?? null;
    body = (
      <Tabs
        className="dashboard-tabs"
        activeKey={tab}
        onChange={(key) => setParams(key === "profile" ? {} : { tab: key }, { replace: true })}
        items={[
          {
            key: "profile",
            label: "Profile Settings",
            children: (
              <>
                <AvatarCard userId={userId} email={user?.email ?? null} path={data?.avatar_url ?? null} />
                {/* Re-mount the form when the saved profile changes so its defaults follow the server. */}
                <ProfileForm key={data?.updated_at ?? "new"} profile={data} />
              </>
            ),
          },
          { key: "saved", label: "Saved Listings", children: <SavedListingsTab userId={userId} /> },
          {
            key: "searches",
            label: "Saved Searches",
            children: (
              <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
                <SavedSearches userId={userId} />
              </Suspense>
            ),
          },
          { key: "reports", label: "My Reports", children: <MyReportsTab userId={userId} /> },
          { key: "offers", label: "My Offers", children: <OffersTab userId={userId} /> },
          { key: "conversations", label: "Conversations", children: <ConversationsTab userId={userId} /> },
        ]}
      />
    );
  }

  return (
    <section aria-labelledby="dashboard-title" style={{ maxWidth: 1100, margin: "0 auto", padding: "24px 16px" }}>
      <Typography.Title id="dashboard-title" level={1}>
        Dashboard
      </Typography.Title>
      {body}
    </section>
  );
}
