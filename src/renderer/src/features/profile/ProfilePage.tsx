import { Suspense } from "react";
import { Alert, Card, Skeleton, Tabs, Typography } from "antd";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router-dom";
import { useSession } from "../../data/session/use-session.ts";
import { OffersTab } from "../offers/index.ts";
import { ConversationsTab } from "../conversations/index.ts";
import { SavedSearches } from "../saved-searches/index.ts";
import { profileQuery } from "../../data/profiles/queries.ts";
import { Seo } from "../../components/Seo.tsx";
import { useT } from "../../lib/i18n.tsx";
import { AvatarCard } from "./components/AvatarCard.tsx";
import { ProfileForm } from "./components/ProfileForm.tsx";
import { SavedListingsTab } from "./components/SavedListingsTab.tsx";
import { MyReportsTab } from "./components/MyReportsTab.tsx";
import "./dashboard-tabs.css";

const TABS = ["profile", "saved", "searches", "reports", "offers", "conversations"] as const;
type Tab = (typeof TABS)[number];

function LoadingProfile() {
  const t = useT();
  return (
    <div aria-busy="true" aria-label={t("member.loadingProfile")}>
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
  const t = useT();
  const { loading, user, userId } = useSession();
  const profile = useQuery(profileQuery(userId));
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : "profile";

  let body;
  if (loading || (userId && profile.isPending)) {
    body = <LoadingProfile />;
  } else if (!userId) {
    body = <Alert type="warning" showIcon title={t("member.notLoggedIn")} description={t("member.notLoggedInText")} />;
  } else if (profile.isError) {
    body = <Alert type="error" showIcon title={t("member.profileError")} description={t("member.profileErrorText")} />;
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
            label: t("member.tab.profile"),
            children: (
              <>
                <AvatarCard userId={userId} email={user?.email ?? null} path={data?.avatar_url ?? null} />
                {/* Re-mount the form when the saved profile changes so its defaults follow the server. */}
                <ProfileForm key={data?.updated_at ?? "new"} profile={data} />
              </>
            ),
          },
          { key: "saved", label: t("member.tab.saved"), children: <SavedListingsTab userId={userId} /> },
          {
            key: "searches",
            label: t("member.tab.searches"),
            children: (
              <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
                <SavedSearches userId={userId} />
              </Suspense>
            ),
          },
          { key: "reports", label: t("member.tab.reports"), children: <MyReportsTab userId={userId} /> },
          { key: "offers", label: t("member.tab.offers"), children: <OffersTab userId={userId} /> },
          { key: "conversations", label: t("member.tab.conversations"), children: <ConversationsTab userId={userId} /> },
        ]}
      />
    );
  }

  return (
    <section aria-labelledby="dashboard-title" style={{ maxWidth: 1100, margin: "0 auto", padding: "24px 16px" }}>
      <Seo title={t("member.pageTitle", { title: t("member.dashboard") })} noindex />
      <Typography.Title id="dashboard-title" level={1}>
        {t("member.dashboard")}
      </Typography.Title>
      {body}
    </section>
  );
}
