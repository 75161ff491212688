import { Fragment } from "react";
import { Link } from "react-router-dom";

const URL_SPLIT = /(https?:\/\/[^\s<>"']+)/gi;
/** A hashtag: '#' and letters, digits or '_', at the start or after a character that is not one of them. */
const HASHTAG_SPLIT = /(?<![\p{L}\p{N}_&#])(#[\p{L}\p{N}_]+)/gu;

/** The search of a hashtag (issue 19): /search?q=%23tag. */
export function hashtagSearchPath(tag: string): string {
  return `/search?q=${encodeURIComponent(tag)}`;
}

/** Text with its hashtags as links to their search. */
function Hashtags({ text }: { text: string }) {
  const parts = text.split(HASHTAG_SPLIT);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <Link key={i} to={hashtagSearchPath(part)} className="hashtag">
            {part}
          </Link>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/** Post text with its links clickable (opened outside the app, without referrer) and its hashtags as searches. */
export function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(URL_SPLIT);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part} target="_blank" rel="noopener noreferrer nofollow ugc" className="linkified">
            {part}
          </a>
        ) : (
          <Hashtags key={i} text={part} />
        ),
      )}
    </>
  );
}
