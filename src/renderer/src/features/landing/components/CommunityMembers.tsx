import { useDeferredValue } from "react";
import { humanizeTitle, publicUserLocation, publicUserName } from "@shared/format/titles.ts";
import { nameInitial, UserAvatar } from "@renderer/components/UserAvatar.tsx";
import { BoltIcon, PinIcon } from "@renderer/components/icons.tsx";
import { usePublicUsers, type PublicUser } from "@renderer/data/profiles/public-users.ts";
import { useT } from "@renderer/lib/i18n.tsx";

const SKELETONS = 6;

/** Community members grid (spec §2, §8): 6 skeletons, members, error panel or empty message. */
export function CommunityMembers() {
  const t = useT();
  const users = usePublicUsers();
  const members = useDeferredValue(users.data); // rendered as an interruptible update
  return (
    <section className="section" aria-labelledby="community-title">
      <h2 id="community-title" className="section__title">
        {t("home.community")}
      </h2>
      {users.isPending || (users.isSuccess && !members) ? (
        <ul className="member-grid" aria-busy="true" aria-label={t("home.community.loading")}>
          {Array.from({ length: SKELETONS }, (_, i) => (
            <li key={i} className="member-card member-card--skeleton" aria-hidden>
              <span className="user-avatar skeleton-block" style={{ width: 48, height: 48 }} />
              <span className="member-card__body">
                <span className="skeleton-card__line" />
                <span className="skeleton-card__line skeleton-card__line--short" />
              </span>
            </li>
          ))}
        </ul>
      ) : users.isError ? (
        <div className="state-panel state-panel--error" role="alert">
          <p>{t("home.community.error")}</p>
        </div>
      ) : !members || members.length === 0 ? (
        <div className="state-panel">
          <h3>{t("home.community.emptyTitle")}</h3>
          <p>{t("home.community.emptyText")}</p>
        </div>
      ) : (
        <ul className="member-grid">
          {members.map((user) => (
            <MemberCard key={user.id} user={user} />
          ))}
        </ul>
      )}
    </section>
  );
}

function MemberCard({ user }: { user: PublicUser }) {
  const t = useT();
  const name = publicUserName(user.full_name);
  return (
    <li className="member-card">
      <UserAvatar path={user.avatar_url} initials={nameInitial(name)} size={48} />
      <div className="member-card__body">
        <p className="member-card__name">
          {name} {user.is_pro ? <BoltIcon title={t("home.community.pro")} /> : null}
        </p>
        <p className="member-card__title">{humanizeTitle(user.title)}</p>
        <p className="member-card__location">
          <PinIcon /> {publicUserLocation(user.location)}
        </p>
      </div>
    </li>
  );
}
