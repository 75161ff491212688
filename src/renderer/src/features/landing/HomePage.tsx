import { Seo, JsonLd } from "../../components/Seo.tsx";
import { FeedList } from "../feed/index.ts";
import { ComposerSlot } from "../composer/index.ts";
import { Hero } from "./components/Hero.tsx";
import { ValueCards } from "./components/ValueCards.tsx";
import { FeaturedProperties } from "./components/FeaturedProperties.tsx";
import { CommunityMembers } from "./components/CommunityMembers.tsx";
import { AboutPanel } from "./components/AboutPanel.tsx";
import { homeStructuredData } from "./home-structured-data.ts";
import { useAfterFirstPaint } from "../../lib/use-after-first-paint.ts";
import { useLocale, useT } from "../../lib/i18n.tsx";
import { pathInLocale } from "@shared/i18n/locales.ts";
import { pageOrigin } from "@renderer/lib/served-page.ts";

/** The landing page (spec §1, §2). */
export default function HomePage() {
  const t = useT();
  const { locale } = useLocale();
  const belowTheFold = useAfterFirstPaint();
  return (
    <>
      <Seo
        title={t("home.title")}
        description={t("home.description")}
        canonicalPath="/"
        translated
      />
      <Hero />
      <ValueCards />
      {belowTheFold ? (
        <>
          {homeStructuredData(t, `${pageOrigin()}${pathInLocale("/", locale)}`).map((block, i) => (
            <JsonLd key={i} data={block} />
          ))}
          <FeaturedProperties />
          <CommunityMembers />
          <div className="home-columns">
            <div className="home-columns__main">
              <h2 className="section__title">{t("home.latest")}</h2>
              <ComposerSlot />
              <FeedList />
            </div>
            <AboutPanel />
          </div>
        </>
      ) : null}
    </>
  );
}
