import { CheckCircleFilled, CloseCircleFilled, LoadingOutlined } from "@ant-design/icons";
import type { DomainState } from "../hooks/use-link-detection.ts";

/** The domain-whitelist status line (spec §8 'Domain status'; §5 when the whitelist cannot be loaded, with a retry). */
export function DomainStatus({ state, onRetry }: { state: DomainState; onRetry: () => void }) {
  if (state === "none") return null;
  const content =
    state === "checking" ? (
      <>
        <LoadingOutlined aria-hidden /> Checking domain...
      </>
    ) : state === "whitelisted" ? (
      <>
        <CheckCircleFilled aria-hidden style={{ color: "#15803d" }} /> Domain is whitelisted.
      </>
    ) : state === "unverified" ? (
      <>
        <CloseCircleFilled aria-hidden style={{ color: "#b91c1c" }} /> Could not verify domain whitelist. Please try again.
        <button type="button" className="domain-status__retry" onClick={onRetry}>
          Retry
        </button>
      </>
    ) : (
      <>
        <CloseCircleFilled aria-hidden style={{ color: "#b91c1c" }} /> Domain is not from a whitelisted site.
      </>
    );
  return (
    <p className={`domain-status domain-status--${state}`} role="status" aria-live="polite">
      {content}
    </p>
  );
}
