import { useLocale, useT } from "@renderer/lib/i18n.tsx";

/** At most this many sites are named ("also listed on a, b, c and 2 more"). */
const NAMED_SITES = 3;

/**
 * A card's line for its property's other posts (issue 20): "Also listed on realtor.ca and zolo.ca" and/or "Posted by
 * 3 members". The figures come from the database (posts.property_other_hosts, property_members); nothing when the
 * card's post is the property's only one.
 */
export function PropertyReach({ hosts, members }: { hosts: readonly string[] | null | undefined; members: number | null | undefined }) {
  const t = useT();
  const { locale } = useLocale();
  const sites = hosts ?? [];
  const parts: string[] = [];
  if (sites.length > 0) {
    const named = sites.slice(0, NAMED_SITES);
    const rest = sites.length - named.length;
    const list = new Intl.ListFormat(locale, { style: "long", type: "conjunction" }).format(
      rest > 0 ? [...named, t("card.moreSites", { count: rest })] : named,
    );
    parts.push(t("card.alsoListedOn", { sites: list }));
  }
  if ((members ?? 1) > 1) parts.push(t("card.postedByMembers", { count: members ?? 0 }));
  if (parts.length === 0) return null;
  return (
    <p className="property-reach" data-testid="property-reach">
      {parts.join(" · ")}
    </p>
  );
}
