import { LinkifiedText } from "./LinkifiedText.tsx";

/**
 * A post's words (issue 18): the member's own text, with its link and hashtags, and under it the custom
 * description when one was given; never one instead of the other.
 */
export function PostText({ post, className }: { post: { description: string; custom_description?: string | null }; className: string }) {
  const custom = post.custom_description?.trim();
  return (
    <>
      <p className={className}>
        <LinkifiedText text={post.description} />
      </p>
      {custom && custom !== post.description.trim() ? (
        <p className={`${className} ${className}--custom`}>
          <LinkifiedText text={custom} />
        </p>
      ) : null}
    </>
  );
}
