import { useEffect, useRef, useState, type FocusEvent } from "react";
import { ChevronLeftIcon, ChevronRightIcon } from "@renderer/components/icons.tsx";
import { useT } from "@renderer/lib/i18n.tsx";

type Ends = { prev: boolean; next: boolean };

/** Whether the track has more to scroll each way (a pixel of slack for fractional widths). */
function endsOf(el: HTMLElement): Ends {
  return { prev: el.scrollLeft > 1, next: el.scrollLeft + el.clientWidth < el.scrollWidth - 1 };
}

type PhotoCarouselProps = {
  images: string[];
  label: string;
  eager?: boolean;
  /** Photos open in a larger view (the post page's lightbox): each slide is then a button giving its index. */
  onOpen?: (index: number) => void;
  /** The number the first slide carries in its alt text and "Photo n of total" (after a main photo: 2). */
  firstNumber?: number;
  className?: string;
};

/**
 * Extra photos: a scroll-snap carousel showing 1, 2 or 3 slides by width (spec §9); images lazy-loaded with sizes.
 * Its arrows show only when there is more to scroll that way (issue 19): none at the start's left, none at the end's
 * right, none for a single photo. An arrow that hides while focused hands focus to the other one.
 */
export function PhotoCarousel({ images, label, eager = false, onOpen, firstNumber = 1, className }: PhotoCarouselProps) {
  const t = useT();
  const track = useRef<HTMLUListElement>(null);
  const prevButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  // Before the track is measured: more to the right when there are two photos or more (what a phone shows).
  const [ends, setEnds] = useState<Ends>({ prev: false, next: images.length > 1 });
  const count = images.length;

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const update = () =>
      setEnds((old) => {
        const now = endsOf(el);
        return old.prev === now.prev && old.next === now.next ? old : now;
      });
    update();
    el.addEventListener("scroll", update, { passive: true });
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(update);
    observer?.observe(el);
    return () => {
      el.removeEventListener("scroll", update);
      observer?.disconnect();
    };
  }, [count]);

  // The focused arrow went away (its end reached): focus the other arrow, or the track.
  const focusedArrow = useRef<"prev" | "next" | null>(null);
  useEffect(() => {
    const gone = focusedArrow.current;
    if (!gone || ends[gone]) return;
    focusedArrow.current = null;
    if (document.activeElement && document.activeElement !== document.body) return;
    const other = gone === "next" ? prevButton.current : nextButton.current;
    (other ?? track.current)?.focus();
  }, [ends]);
  const arrowFocus = (which: "prev" | "next") => ({
    onFocus: () => (focusedArrow.current = which),
    // Focus moving elsewhere clears the mark; a removal (no next element) keeps it for the effect above.
    onBlur: (event: FocusEvent) => {
      if (event.relatedTarget) focusedArrow.current = null;
    },
  });

  if (count === 0) return null;
  function scroll(direction: 1 | -1) {
    const el = track.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth, behavior: "smooth" });
  }
  const total = count + firstNumber - 1;
  return (
    <div className={className ? `carousel ${className}` : "carousel"} role="group" aria-roledescription={t("post.carousel")} aria-label={t("post.photos", { title: label })}>
      <ul ref={track} className="carousel__track" tabIndex={0} aria-label={t("post.photosScroll", { title: label })}>
        {images.map((src, i) => {
          const n = i + firstNumber;
          const img = <img src={src} alt={t("post.photoAlt", { title: label, n })} loading={eager && i < 3 ? "eager" : "lazy"} fetchPriority={eager && i === 0 ? "high" : "auto"} decoding="async" width={400} height={300} />;
          return (
            <li key={`${i}-${src}`} className="carousel__slide" aria-label={t("post.photoOf", { n, total })}>
              {onOpen ? (
                <button type="button" className="photo-button" aria-label={t("post.photoOpen", { n, total })} aria-haspopup="dialog" onClick={() => onOpen(i)}>
                  {img}
                </button>
              ) : (
                img
              )}
            </li>
          );
        })}
      </ul>
      {ends.prev ? (
        <button ref={prevButton} type="button" className="carousel__nav carousel__nav--prev" aria-label={t("post.photosPrev")} {...arrowFocus("prev")} onClick={() => scroll(-1)}>
          <ChevronLeftIcon />
        </button>
      ) : null}
      {ends.next ? (
        <button ref={nextButton} type="button" className="carousel__nav carousel__nav--next" aria-label={t("post.photosNext")} {...arrowFocus("next")} onClick={() => scroll(1)}>
          <ChevronRightIcon />
        </button>
      ) : null}
    </div>
  );
}
