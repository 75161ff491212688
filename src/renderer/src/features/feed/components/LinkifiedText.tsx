import { Fragment } from "react";

const URL_SPLIT = /(https?:\/\/[^\s<>"']+)/gi;

/** Post text with its links clickable (opened outside the app, without referrer). */
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
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
