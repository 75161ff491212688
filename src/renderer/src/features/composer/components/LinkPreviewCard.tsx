import { Spin } from "antd";
import type { PreviewState } from "../hooks/use-link-detection.ts";
import { useT } from "@renderer/lib/i18n.tsx";

/** Link preview (spec §4): extracting, failed or shown. */
export function LinkPreviewCard({ state }: { state: PreviewState }) {
  const t = useT();
  if (state.status === "none") return null;
  if (state.status === "extracting") {
    return (
      <div className="link-preview link-preview--pending" role="status">
        <Spin size="small" /> <span>{t("composer.preview.generating")}</span>
      </div>
    );
  }
  if (state.status === "failed") {
    return (
      <div className="link-preview link-preview--failed" role="status">
        {t("composer.preview.failed")}
      </div>
    );
  }
  const { metadata } = state;
  return (
    // A named group: aria-label on a plain div names nothing (a div has no role to carry the name).
    <div className="link-preview" role="group" aria-label={t("composer.preview.label")}>
      {metadata.imageUrl ? <img src={metadata.imageUrl} alt="" width={160} height={120} className="link-preview__image" /> : null}
      <div className="link-preview__body">
        <p className="link-preview__title">{metadata.title ?? t("composer.preview.noTitle")}</p>
        {metadata.description ? <p className="link-preview__description">{metadata.description}</p> : null}
      </div>
    </div>
  );
}
