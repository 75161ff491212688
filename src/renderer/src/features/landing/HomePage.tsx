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

/** The landing page (spec §1, §2). */
export default function HomePage() {
  const belowTheFold = useAfterFirstPaint();
  return (
    <>
      <Seo
        title="Houses For Sale | Homes & Condos for Sale Across Canada"
        description="Browse houses, condos, commercial properties, land and businesses for sale across Canada, shared by a community of agents, brokers and owners."
        canonicalPath="/"
      />
      <Hero />
      <ValueCards />
      {belowTheFold ? (
        <>
          {homeStructuredData(window.location.origin).map((block, i) => (
            <JsonLd key={i} data={block} />
          ))}
          <FeaturedProperties />
          <CommunityMembers />
          <div className="home-columns">
            <div className="home-columns__main">
              <h2 className="section__title">Latest Posts</h2>
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
