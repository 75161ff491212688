import { authorName } from "../../../../../shared/format/titles.ts";
import { timeAgo } from "../../../../../shared/format/relative-time.ts";
import { avatarPublicUrl } from "../../../lib/storage-urls.ts";
import { UserAvatar } from "../../../components/UserAvatar.tsx";
import type { FeedPost } from "../api/post-schema.ts";

/** Author avatar and name with the post's relative time ('Anonymous' / 'Unknown' fallbacks, spec §2). */
export function AuthorLine({ post }: { post: FeedPost }) {
  const name = authorName(post.author);
  return (
    <div className="author-line">
      <UserAvatar src={avatarPublicUrl(post.author?.avatar_url)} name={name} />
      <div>
        <div className="author-line__name">{name}</div>
        <time className="author-line__time" dateTime={post.created_at}>
          {timeAgo(post.created_at)}
        </time>
      </div>
    </div>
  );
}
