import { memo } from "react";
import { Link } from "react-router-dom";
import { addressLine, propertyTitle } from "@shared/format/titles.ts";
import type { Post } from "@renderer/data/posts/row.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import { AuthorLine } from "./AuthorLine.tsx";
import { PostFacts } from "./PostFacts.tsx";
import { kindLabel } from "@renderer/lib/listing-facts.ts";
import { PhotoCarousel } from "./PhotoCarousel.tsx";
import { PostActions } from "./PostActions.tsx";
import { PostText } from "./PostText.tsx";
import { ListingLanguage } from "./ListingLanguage.tsx";
import { PropertyReach } from "@renderer/components/PropertyReach.tsx";

/**
 * One feed card (spec §2 'Home feed and composer'), compact as a portal's (issue 19): the photo, the title, price and
 * key facts, the type and the address first; then the author, the words (a few lines), the extra photos and actions.
 */
export const FeedCard = memo(function FeedCard({ post, priority = false }: { post: Post; priority?: boolean }) {
  const t = useT();
  const title = propertyTitle(post.title);
  const headingId = `post-${post.id}-title`;
  const address = addressLine(post) || post.location?.trim() || null;
  const kind = kindLabel(post.property_kind, t);
  // Without a main photo the first extra photo is the card's photo, the others stay in the carousel.
  const extras = post.additional_images ?? [];
  const photo = post.og_image_url || extras[0] || null;
  const carousel = post.og_image_url ? extras : extras.slice(1);
  return (
    <article className="feed-card" aria-labelledby={headingId}>
      {photo ? (
        <img className="feed-card__image" src={photo} alt={title} loading={priority ? "eager" : "lazy"} fetchPriority={priority ? "high" : "auto"} decoding="async" width={640} height={360} />
      ) : null}
      <h3 id={headingId} className="feed-card__title">
        <Link to={`/post/${post.id}`}>{title}</Link>
      </h3>
      <PostFacts post={post} />
      {kind || address ? (
        <p className="feed-card__place">
          {kind ? <span className="feed-card__kind">{kind}</span> : null}
          {address ? <span className="feed-card__address">{address}</span> : null}
        </p>
      ) : null}
      <PropertyReach hosts={post.property_other_hosts} members={post.property_members} />
      <header className="feed-card__header">
        <AuthorLine post={post} />
        <span className="feed-card__tags">
          <span className="tag">{t(`category.${post.category}.label`)}</span>
          <ListingLanguage post={post} />
        </span>
      </header>
      <div className="feed-card__words">
        <PostText post={post} className="feed-card__text" />
      </div>
      <PhotoCarousel images={carousel} label={title} firstNumber={post.og_image_url ? 1 : 2} />
      <PostActions postId={post.id} ownerId={post.user_id} title={title} />
    </article>
  );
});
