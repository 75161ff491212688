import { useEffect } from "react";
import { Button, Modal } from "antd";
import AntdProvider from "@renderer/components/AntdProvider.tsx";
import { ChevronLeftIcon, ChevronRightIcon } from "@renderer/components/icons.tsx";
import { useT } from "@renderer/lib/i18n.tsx";
import "./photo-lightbox.css";

type PhotoLightboxProps = {
  photos: string[];
  alts: string[];
  title: string;
  /** The photo shown; null: closed. */
  index: number | null;
  onIndex: (index: number | null) => void;
  /** After it closed: the gallery gives focus back to the photo that opened it. */
  onClosed: () => void;
};

/**
 * The post's photos large (issue 19), in an antd dialog: the arrow keys and buttons move through them (round), Esc
 * and the close button close it, and focus goes back to the photo that opened it. Loaded on demand.
 */
export default function PhotoLightbox(props: PhotoLightboxProps) {
  return (
    <AntdProvider>
      <Lightbox {...props} />
    </AntdProvider>
  );
}

function Lightbox({ photos, alts, title, index, onIndex, onClosed }: PhotoLightboxProps) {
  const t = useT();
  const open = index !== null;
  const total = photos.length;
  const current = index ?? 0;
  const move = (step: 1 | -1) => onIndex((current + step + total) % total);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
      event.preventDefault();
      onIndex(((index ?? 0) + (event.key === "ArrowRight" ? 1 : -1) + total) % total);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, index, total, onIndex]);

  return (
    <Modal
      open={open}
      title={t("post.photos", { title })}
      footer={null}
      width="min(1100px, 96vw)"
      centered
      rootClassName="lightbox"
      onCancel={() => onIndex(null)}
      focusTriggerAfterClose={false}
      afterOpenChange={(isOpen) => {
        if (!isOpen) onClosed();
      }}
    >
      <figure className="lightbox__figure">
        <img className="lightbox__image" src={photos[current]} alt={alts[current]} />
        <figcaption className="lightbox__caption" aria-live="polite">
          {t("post.photoOf", { n: current + 1, total })}
        </figcaption>
      </figure>
      {total > 1 ? (
        <div className="lightbox__nav">
          <Button shape="circle" icon={<ChevronLeftIcon />} aria-label={t("post.lightboxPrev")} onClick={() => move(-1)} />
          <Button shape="circle" icon={<ChevronRightIcon />} aria-label={t("post.lightboxNext")} onClick={() => move(1)} />
        </div>
      ) : null}
    </Modal>
  );
}
