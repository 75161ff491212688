import { useRef } from "react";
import { ChevronLeftIcon, ChevronRightIcon } from "@renderer/components/icons.tsx";
import { useT } from "@renderer/lib/i18n.tsx";

/** Extra photos: a scroll-snap carousel showing 1, 2 or 3 slides by width (spec §9); images lazy-loaded with sizes. */
export function PhotoCarousel({ images, label, eager = false }: { images: string[]; label: string; eager?: boolean }) {
  const t = useT();
  const track = useRef<HTMLUListElement>(null);
  if (images.length === 0) return null;
  function scroll(direction: 1 | -1) {
    const el = track.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth, behavior: "smooth" });
  }
  return (
    <div className="carousel" role="group" aria-roledescription={t("post.carousel")} aria-label={t("post.photos", { title: label })}>
      <ul ref={track} className="carousel__track" tabIndex={0} aria-label={t("post.photosScroll", { title: label })}>
        {images.map((src, i) => (
          <li key={`${i}-${src}`} className="carousel__slide" aria-label={t("post.photoOf", { n: i + 1, total: images.length })}>
            <img src={src} alt={t("post.photoAlt", { title: label, n: i + 1 })} loading={eager && i < 3 ? "eager" : "lazy"} fetchPriority={eager && i === 0 ? "high" : "auto"} decoding="async" width={400} height={300} />
          </li>
        ))}
      </ul>
      {images.length > 1 ? (
        <>
          <button type="button" className="carousel__nav carousel__nav--prev" aria-label={t("post.photosPrev")} onClick={() => scroll(-1)}>
            <ChevronLeftIcon />
          </button>
          <button type="button" className="carousel__nav carousel__nav--next" aria-label={t("post.photosNext")} onClick={() => scroll(1)}>
            <ChevronRightIcon />
          </button>
        </>
      ) : null}
    </div>
  );
}
