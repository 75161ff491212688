import { timeAgo } from "@shared/format/relative-time.ts";
import { nameInitial, UserAvatar } from "@renderer/components/UserAvatar.tsx";
import type { Post } from "@renderer/data/posts/row.ts";
import { useT } from "@renderer/lib/i18n.tsx";

/** Author avatar and name with the post's relative time ('Anonymous' / 'Unknown' fallbacks, spec §2). */
export function AuthorLine({ post }: { post: Post }) {
  const t = useT();
  const name = post.author?.username?.trim() || t(post.author ? "post.author.anonymous" : "post.author.unknown");
  return (
    <div className="author-line">
      <UserAvatar path={post.author?.avatar_url} initials={nameInitial(name)} />
      <div>
        <div className="author-line__name">{name}</div>
        {/* The web server rendered the page a moment before the browser adopts it, and a minute may have turned
            between them: the server's words stand until the card renders again, not a mismatch. */}
        <time className="author-line__time" dateTime={post.created_at} suppressHydrationWarning>
          {timeAgo(post.created_at)}
        </time>
      </div>
    </div>
  );
}
