import { ShareIcon } from "@renderer/components/icons.tsx";
import { useToast } from "@renderer/lib/toast.ts";
import { useT } from "@renderer/lib/i18n.tsx";

/** Copies the post's address to the clipboard. */
export function ShareLink({ url }: { url: string }) {
  const t = useT();
  const toast = useToast();
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t("post.linkCopied"));
    } catch {
      toast.info(url);
    }
  }
  return (
    <button type="button" className="btn btn--ghost" onClick={() => void copy()}>
      <ShareIcon /> {t("post.share")}
    </button>
  );
}
