import { useDeferredValue } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { Seo, JsonLd } from "../../components/Seo.tsx";
import { Breadcrumbs } from "../../components/Breadcrumbs.tsx";
import { PageSpinner } from "../../components/PageSpinner.tsx";
import { addressLine, categoryLabel, propertyTitle } from "@shared/format/titles.ts";
import { AuthorLine, PostActions, PostFacts, PostText } from "../feed/index.ts";
import { useSession } from "../../data/session/use-session.ts";
import { useIsAdmin } from "../../data/session/is-admin.ts";
import { propertyKindLabel } from "@shared/format/property-kind.ts";
import { usePost } from "../../data/posts/post.ts";
import { useRecordPostView } from "./use-record-view.ts";
import { postStructuredData } from "./post-structured-data.ts";
import { PostGallery } from "./components/PostGallery.tsx";
import { ShareLink } from "./components/ShareLink.tsx";
import { PropertyPanel } from "./components/PropertyPanel.tsx";
import { ModerationNotice } from "../admin-moderation/index.ts";

/** /post/{id}: one listing in full (not shown by the spec; built from the feed card's parts). */
export default function PostPage() {
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
        <Seo title="Something went wrong | Real Estate Marketplace" noindex />
        <h1>Something went wrong</h1>
        <p>We couldn't load this listing. Please try again later.</p>
        <button type="button" className="btn btn--ghost" onClick={() => void post.refetch()} disabled={post.isFetching}>
          {post.isFetching ? "Loading..." : "Retry"}
        </button>
      </div>
    );
  }
  if (!data) {
    return (
      <div className="state-panel post-missing">
        <Seo title="Listing not found | Real Estate Marketplace" noindex />
        <h1>Listing not found</h1>
        <p>This listing does not exist or has been removed.</p>
        <Link to="/">Return to Home</Link>
      </div>
    );
  }
  const p = data;
  const title = propertyTitle(p.title);
  const address = addressLine(p) || p.location || "";
  const origin = window.location.origin;
  return (
    <article className="post-page" aria-labelledby="post-title">
      <Seo title={`${title} | Real Estate Marketplace`} description={(p.custom_description || p.description).slice(0, 160)} canonicalPath={`/post/${p.id}`} />
      <JsonLd data={postStructuredData(p, origin)} />
      <Breadcrumbs items={[{ label: "Home", to: "/" }, { label: categoryLabel(p.category), to: `/${p.category}` }, { label: title }]} />
      <div className="post-page__layout">
        <div className="post-page__main">
          <ModerationNotice postId={p.id} status={p.status} />
          {/* Title, price and facts first, then the photos: all of it above the fold at 1280x800 and 375x667 (issue 19). */}
          <h1 id="post-title" className="post-page__title">{title}</h1>
          <span className="tag">{categoryLabel(p.category)}</span>
          <PostFacts post={p} />
          <PostGallery mainImage={p.og_image_url} images={p.additional_images ?? []} title={title} />
          {propertyKindLabel(p.property_kind) ? <p className="post-page__kind">{propertyKindLabel(p.property_kind)}</p> : null}
          {address ? <p className="post-page__address">{address}</p> : null}
          <h2 className="post-page__subtitle">Description</h2>
          <PostText post={p} className="post-page__text" />
          {p.mls_number ? <p>MLS® {p.mls_number}</p> : null}
          {p.listing_agent || p.brokerage ? <p>{[p.listing_agent, p.brokerage].filter(Boolean).join(", ")}</p> : null}
          <a href={p.url} target="_blank" rel="noopener noreferrer nofollow ugc" className="btn btn--ghost">
            View original listing
          </a>
          <PropertyPanel postId={p.id} canSplit={userId === p.user_id || isAdmin} signedIn={userId !== null} />
        </div>
        <aside className="post-page__side" aria-label="Listed by">
          <h2 className="post-page__subtitle">Listed by</h2>
          <AuthorLine post={p} />
          {userId === p.user_id ? (
            <Link to={`/post/${p.id}/edit`} className="btn btn--ghost post-page__edit">
              Edit post
            </Link>
          ) : null}
          <PostActions postId={p.id} ownerId={p.user_id} title={title} status={p.status} onDeleted={() => void navigate("/")} ask />
          <ShareLink url={`${origin}/post/${p.id}`} />
        </aside>
      </div>
    </article>
  );
}
