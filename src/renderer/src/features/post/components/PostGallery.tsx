import { lazy, Suspense, useRef, useState } from "react";
import { PhotoCarousel } from "../../feed/index.ts";
import { useT } from "@renderer/lib/i18n.tsx";

// The lightbox (an antd dialog) loads when a photo is first opened, or when the reader points at or focuses one.
const loadLightbox = () => import("./PhotoLightbox.tsx");
const PhotoLightbox = lazy(loadLightbox);

/**
 * The post's photos (issue 19): the main photo, then the extra photos in the carousel. Each opens the lightbox at
 * itself; the carousel sits beside the summary on a desktop and under it on a phone (the page's grid places them).
 */
export function PostGallery({ mainImage, images, title }: { mainImage: string | null | undefined; images: string[]; title: string }) {
  const t = useT();
  const [open, setOpen] = useState<number | null>(null);
  const [loaded, setLoaded] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const photos = [...(mainImage ? [mainImage] : []), ...images];
  const total = photos.length;
  const offset = mainImage ? 1 : 0;
  const alts = photos.map((_, i) => t("post.photoAlt", { title, n: i + 1 }));
  const show = (index: number) => {
    // The photo's button (focused by the click or the key that opened it) gets focus back on close.
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setLoaded(true);
    setOpen(index);
  };
  const prefetch = () => void loadLightbox();
  return (
    <>
      {mainImage ? (
        <button type="button" className="photo-button post-gallery__main" aria-label={t("post.photoOpen", { n: 1, total })} aria-haspopup="dialog" onClick={() => show(0)} onPointerEnter={prefetch} onFocus={prefetch}>
          <img src={mainImage} alt={alts[0]} width={960} height={540} fetchPriority="high" />
        </button>
      ) : null}
      {/* Eager even below a main image: on a phone the first slide can be the page's largest paint. */}
      {images.length > 0 ? (
        <div className={mainImage ? "post-gallery__strip" : "post-gallery__main post-gallery__main--carousel"} onPointerEnter={prefetch} onFocus={prefetch}>
          <PhotoCarousel images={images} label={title} eager firstNumber={offset + 1} onOpen={(i) => show(i + offset)} />
        </div>
      ) : null}
      {loaded ? (
        <Suspense fallback={null}>
          <PhotoLightbox photos={photos} alts={alts} title={title} index={open} onIndex={setOpen} onClosed={() => opener.current?.focus()} />
        </Suspense>
      ) : null}
    </>
  );
}
