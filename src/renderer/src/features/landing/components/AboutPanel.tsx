import { useT } from "@renderer/lib/i18n.tsx";
/** The one-third panel beside the home feed (spec §1). */
export function AboutPanel() {
  const t = useT();
  return (
    <aside className="about-panel" aria-labelledby="about-title">
      <h2 id="about-title">{t("home.about.title")}</h2>
      <p>{t("home.about.text")}</p>
      <ul>
        <li>{t("home.about.whitelist")}</li>
        <li>{t("home.about.hashtags")}</li>
      </ul>
    </aside>
  );
}
