import { useEffect, useRef, useState, type DragEvent } from "react";
import { Button } from "antd";
import { CloseOutlined, InboxOutlined, LoadingOutlined } from "@ant-design/icons";
import { useSession } from "@renderer/data/session/use-session.ts";
import { useToast } from "@renderer/lib/toast.ts";
import { errorText } from "@renderer/lib/error-text.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import { deletePostImage, uploadPostImage, type UploadedImage } from "@renderer/data/posts/images.ts";
import { ACCEPTED_IMAGE_TYPES, dropRejections, rejectionText, type DropRejection } from "../drop-rules.ts";

type ImageDropAreaProps = {
  images: UploadedImage[];
  onChange: (update: (prev: UploadedImage[]) => UploadedImage[]) => void;
  /** Told when uploads start and when the last one ends (the composer keeps Post disabled meanwhile). */
  onUploadingChange?: (uploading: boolean) => void;
};

/**
 * Extra photos (spec §4, §5, §8): jpeg/png/jpg/webp, at most 10 per drop, 'Uploading...' while sending.
 * Removing takes the image out of the form first and restores it when the storage delete fails.
 * The composer mounts a new area for each new form: an upload that ends after this one was replaced (the post was
 * sent and the form cleared) is not added to the next form; its file is deleted and the rest of its drop skipped.
 */
export function ImageDropArea({ images, onChange, onUploadingChange }: ImageDropAreaProps) {
  const { userId } = useSession();
  const toast = useToast();
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const live = useRef(true);
  const [pending, setPending] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [rejections, setRejections] = useState<DropRejection[]>([]);
  const uploading = pending > 0;

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange]);

  async function accept(files: File[]) {
    if (!userId) {
      toast.error(t("validation.member.imagesSignedOut"));
      return;
    }
    const { accepted, errors } = dropRejections(files);
    setRejections(errors);
    if (accepted.length === 0) return;
    setPending((n) => n + 1);
    try {
      for (const [i, file] of accepted.entries()) {
        if (!live.current) return;
        let uploaded: UploadedImage;
        try {
          uploaded = await uploadPostImage(userId, file, i);
        } catch (error) {
          if (live.current) toast.error(t("composer.images.uploadFailed", { name: file.name, error: errorText(t, error) }));
          continue;
        }
        if (!live.current) {
          await deletePostImage(uploaded.path).catch(() => undefined); // nobody will post it
          return;
        }
        onChange((prev) => [...prev, uploaded]);
      }
    } finally {
      setPending((n) => n - 1);
    }
  }

  async function remove(image: UploadedImage) {
    onChange((prev) => prev.filter((i) => i.url !== image.url));
    // A photo the post already had (an edit) leaves the form only: the post shows it until the edit is saved.
    if (image.path === "") return;
    try {
      await deletePostImage(image.path);
    } catch (error) {
      onChange((prev) => (prev.some((i) => i.url === image.url) ? prev : [...prev, image]));
      toast.error(t("composer.images.deleteFailed", { error: errorText(t, error) }));
    }
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    void accept(Array.from(event.dataTransfer.files));
  }

  return (
    <div className="image-drop">
      <div
        className={dragging ? "image-drop__zone image-drop__zone--active" : "image-drop__zone"}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {uploading ? (
          <p role="status">
            <LoadingOutlined aria-hidden /> {t("composer.images.uploading")}
          </p>
        ) : (
          <>
            <InboxOutlined aria-hidden className="image-drop__icon" />
            <p>{t("composer.images.drag")}</p>
            <Button id="composer-photos" onClick={() => input.current?.click()}>{t("composer.images.choose")}</Button>
            <p className="image-drop__hint">{t("composer.images.hint")}</p>
          </>
        )}
        <input
          ref={input}
          type="file"
          multiple
          style={{ display: "none" }}
          aria-label={t("composer.images.add")}
          data-testid="image-input"
          accept={ACCEPTED_IMAGE_TYPES.join(",")}
          onChange={(e) => {
            void accept(Array.from(e.target.files ?? []));
            e.target.value = "";
          }}
        />
      </div>
      {rejections.length > 0 ? (
        // The alert wraps the list: role="alert" on the <ul> itself would take away its list role (axe 'listitem').
        <div role="alert">
          <ul className="image-drop__errors">
            {rejections.map((r) => rejectionText(t, r)).map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {images.length > 0 ? (
        <ul className="image-drop__previews" aria-label={t("composer.images.uploaded")}>
          {images.map((image, i) => (
            <li key={image.url}>
              <img src={image.url} alt={t("composer.images.alt", { n: i + 1 })} width={96} height={72} />
              <button type="button" className="image-drop__remove" aria-label={t("composer.images.remove", { n: i + 1 })} onClick={() => void remove(image)}>
                <CloseOutlined aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
