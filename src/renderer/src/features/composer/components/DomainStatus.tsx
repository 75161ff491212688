import { CheckCircleFilled, CloseCircleFilled, LoadingOutlined } from "@ant-design/icons";
import type { DomainState } from "../hooks/use-link-detection.ts";

/** The domain-whitelist status line (spec §8 'Domain status'). */
export function DomainStatus({ state }: { state: DomainState }) {
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
