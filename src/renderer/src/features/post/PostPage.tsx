import { lazy, Suspense, useDeferredValue } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { Seo, JsonLd } from "../../components/Seo.tsx";
import { Breadcrumbs } from "../../components/Breadcrumbs.tsx";
import { PageSpinner } from "../../components/PageSpinner.tsx";
import { addressLine, propertyTitle } from "@shared/format/titles.ts";
import { AuthorLine, ListingLanguage, PostActions, PostFacts, PostText } from "../feed/index.ts";
import { useSession } from "../../data/session/use-session.ts";
import { useIsAdmin } from "../../data/session/is-admin.ts";
import { kindLabel } from "@renderer/lib/listing-facts.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import { usePost } from "../../data/posts/post.ts";
import { useRecordPostView } from "./use-record-view.ts";
import { postStructuredData } from "./post-structured-data.ts";
import { PostGallery } from "./components/PostGallery.tsx";
import { ShareLink } from "./components/ShareLink.tsx";
import { ModerationNotice } from "../admin-moderation/index.ts";
import { pageOrigin } from "@renderer/lib/served-page.ts";

// The property panel (price history, other posts of the home) sits below the listing and waits for its own query:
// it loads as its own chunk, off the first paint and out of the entry's JavaScript budget (issue 6).
const PropertyPanel = lazy(() => import("./components/PropertyPanel.tsx"));

/** /post/{id}: one listing in full (not shown by the spec; built from the feed card's parts). */
export default function PostPage() {
  const t = useT();
  const { id = "" } = useParams();
  const post = usePost(id);
  const navigate = useNavigate();
  const { userId } = useSession();
  const { isAdmin } = useIsAdmin();
  useRecordPostView(post.data?.id);
  const data = useDeferredValue(post.data); // the listing renders as an interruptible update
  if (post.isPending || data !== post.data) return <PageSpinner />;
  if (post.isError && !data) {
    // A failed request is not a missing listing: say so, and let the reader try again.
    return (
      <div className="state-panel state-panel--error post-missing" role="alert">
        <Seo title={t("category.titleSuffix", { heading: t("post.errorTitle") })} noindex />
        <h1>{t("post.errorTitle")}</h1>
        <p>{t("post.errorText")}</p>
        <button type="button" className="btn btn--ghost" onClick={() => void post.refetch()} disabled={post.isFetching}>
          {post.isFetching ? t("feed.loadingMore") : t("feed.retry")}
        </button>
      </div>
    );
  }
  if (!data) {
    return (
      <div className="state-panel post-missing">
        <Seo title={t("category.titleSuffix", { heading: t("post.notFoundTitle") })} noindex />
        <h1>{t("post.notFoundTitle")}</h1>
        <p>{t("post.notFoundText")}</p>
        <Link to="/">{t("post.returnHome")}</Link>
      </div>
    );
  }
  const p = data;
  const title = propertyTitle(p.title);
  const address = addressLine(p) || p.location || "";
  const origin = pageOrigin();
  const category = t(`category.${p.category}.label`);
  const hasPhotos = Boolean(p.og_image_url) || (p.additional_images?.length ?? 0) > 0;
  const kind = kindLabel(p.property_kind, t);
  return (
    <article className="post-page" aria-labelledby="post-title">
      <Seo title={t("category.titleSuffix", { heading: title })} description={(p.custom_description || p.description).slice(0, 160)} canonicalPath={`/post/${p.id}`} social={p} />
      <JsonLd data={postStructuredData(p, origin)} />
      <Breadcrumbs items={[{ label: t("breadcrumbs.home"), to: "/" }, { label: category, to: `/${p.category}` }, { label: title }]} />
      <ModerationNotice postId={p.id} status={p.status} />
      {/* The photos, title, price, key facts and the primary action above the fold at 1280x800 and 375x667 (issue 19):
          on a desktop the photos left and the summary right; on a phone the main photo, the summary, then the others. */}
      <div className={hasPhotos ? "post-hero" : "post-hero post-hero--no-photos"}>
        <PostGallery mainImage={p.og_image_url} images={p.additional_images ?? []} title={title} />
        <div className="post-hero__summary">
          <h1 id="post-title" className="post-page__title">{title}</h1>
          <p className="post-page__tags">
            <span className="tag">{category}</span>
            {kind ? <span className="tag post-page__kind">{kind}</span> : null}
            <ListingLanguage post={p} />
          </p>
          <PostFacts post={p} />
          {address ? <p className="post-page__address">{address}</p> : null}
          <aside className="post-page__side" aria-label={t("post.listedBy")}>
            <div className="post-page__actions">
              <PostActions postId={p.id} ownerId={p.user_id} title={title} status={p.status} onDeleted={() => void navigate("/")} ask />
              {userId === p.user_id ? (
                <Link to={`/post/${p.id}/edit`} className="btn btn--ghost post-page__edit">
                  {t("post.edit")}
                </Link>
              ) : null}
              <ShareLink url={`${origin}/post/${p.id}`} />
            </div>
            <h2 className="post-page__subtitle">{t("post.listedBy")}</h2>
            <AuthorLine post={p} />
          </aside>
        </div>
      </div>
      <div className="post-page__main">
        <h2 className="post-page__subtitle">{t("post.description")}</h2>
        <PostText post={p} className="post-page__text" />
        {p.mls_number ? <p>{t("post.mls", { number: p.mls_number })}</p> : null}
        {p.listing_agent || p.brokerage ? <p>{[p.listing_agent, p.brokerage].filter(Boolean).join(", ")}</p> : null}
        <a href={p.url} target="_blank" rel="noopener noreferrer nofollow ugc" className="btn btn--ghost">
          {t("post.viewOriginal")}
        </a>
        <Suspense fallback={null}>
          <PropertyPanel postId={p.id} canSplit={userId === p.user_id || isAdmin} signedIn={userId !== null} />
        </Suspense>
      </div>
    </article>
  );
}
