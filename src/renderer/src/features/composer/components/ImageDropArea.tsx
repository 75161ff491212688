import { useEffect, useRef, useState, type DragEvent } from "react";
import { Button } from "antd";
import { CloseOutlined, InboxOutlined, LoadingOutlined } from "@ant-design/icons";
import { useSession } from "@renderer/data/session/use-session.ts";
import { useToast } from "@renderer/lib/toast.ts";
import { errorMessage } from "@renderer/lib/errors.ts";
import { deletePostImage, uploadPostImage, type UploadedImage } from "@renderer/data/posts/images.ts";
import { ACCEPTED_IMAGE_TYPES, dropRejections } from "../drop-rules.ts";

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
  const input = useRef<HTMLInputElement>(null);
  const live = useRef(true);
  const [pending, setPending] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [rejections, setRejections] = useState<string[]>([]);
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
      toast.error("You must be logged in to upload images.");
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
          if (live.current) toast.error(`Failed to upload ${file.name}: ${errorMessage(error)}`);
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
      toast.error(`Failed to delete image: ${errorMessage(error)}`);
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
            <LoadingOutlined aria-hidden /> Uploading...
          </p>
        ) : (
          <>
            <InboxOutlined aria-hidden className="image-drop__icon" />
            <p>Drag photos here, or</p>
            <Button id="composer-photos" onClick={() => input.current?.click()}>Choose photos</Button>
            <p className="image-drop__hint">JPEG, PNG or WebP, up to 10 at a time.</p>
          </>
        )}
        <input
          ref={input}
          type="file"
          multiple
          style={{ display: "none" }}
          aria-label="Add photos"
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
            {rejections.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {images.length > 0 ? (
        <ul className="image-drop__previews" aria-label="Uploaded photos">
          {images.map((image, i) => (
            <li key={image.url}>
              <img src={image.url} alt={`Uploaded photo ${i + 1}`} width={96} height={72} />
              <button type="button" className="image-drop__remove" aria-label={`Remove photo ${i + 1}`} onClick={() => void remove(image)}>
                <CloseOutlined aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
