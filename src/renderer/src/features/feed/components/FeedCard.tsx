import { memo } from "react";
import { Link } from "react-router-dom";
import { propertyTitle } from "@shared/format/titles.ts";
import type { Post } from "@renderer/data/posts/row.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import { AuthorLine } from "./AuthorLine.tsx";
import { PostFacts } from "./PostFacts.tsx";
import { PhotoCarousel } from "./PhotoCarousel.tsx";
import { PostActions } from "./PostActions.tsx";
import { PostText } from "./PostText.tsx";
import { ListingLanguage } from "./ListingLanguage.tsx";
import { PropertyReach } from "@renderer/components/PropertyReach.tsx";

/** One feed card (spec §2 'Home feed and composer'). */
export const FeedCard = memo(function FeedCard({ post, priority = false }: { post: Post; priority?: boolean }) {
  const t = useT();
  const title = propertyTitle(post.title);
  const headingId = `post-${post.id}-title`;
  return (
    <article className="feed-card" aria-labelledby={headingId}>
      <header className="feed-card__header">
        <AuthorLine post={post} />
        <span className="feed-card__tags">
          <span className="tag">{t(`category.${post.category}.label`)}</span>
          <ListingLanguage post={post} />
        </span>
      </header>
      <h3 id={headingId} className="feed-card__title">
        <Link to={`/post/${post.id}`}>{title}</Link>
      </h3>
      <PostFacts post={post} />
      <PropertyReach hosts={post.property_other_hosts} members={post.property_members} />
      <PostText post={post} className="feed-card__text" />
      {post.og_image_url ? (
        <img className="feed-card__image" src={post.og_image_url} alt={title} loading={priority ? "eager" : "lazy"} fetchPriority={priority ? "high" : "auto"} decoding="async" width={640} height={360} />
      ) : null}
      <PhotoCarousel images={post.additional_images ?? []} label={title} />
      <PostActions postId={post.id} ownerId={post.user_id} title={title} />
    </article>
  );
});
