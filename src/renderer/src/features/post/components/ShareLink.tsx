import { ShareIcon } from "@renderer/components/icons.tsx";
import { useToast } from "@renderer/lib/toast.ts";

/** Copies the post's address to the clipboard. */
export function ShareLink({ url }: { url: string }) {
  const toast = useToast();
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Link copied to clipboard.");
    } catch {
      toast.info(url);
    }
  }
  return (
    <button type="button" className="btn btn--ghost" onClick={() => void copy()}>
      <ShareIcon /> Share
    </button>
  );
}
