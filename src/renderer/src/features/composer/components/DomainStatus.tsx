import { CheckCircleFilled, CloseCircleFilled, LoadingOutlined } from "@ant-design/icons";
import type { DomainState } from "../hooks/use-link-detection.ts";
import { useT } from "@renderer/lib/i18n.tsx";

/** The domain-whitelist status line (spec §8 'Domain status'; §5 when the whitelist cannot be loaded, with a retry). */
export function DomainStatus({ state, onRetry }: { state: DomainState; onRetry: () => void }) {
  const t = useT();
  if (state === "none") return null;
  const content =
    state === "checking" ? (
      <>
        <LoadingOutlined aria-hidden /> {t("composer.domain.checking")}
      </>
    ) : state === "whitelisted" ? (
      <>
        <CheckCircleFilled aria-hidden style={{ color: "#15803d" }} /> {t("composer.domain.whitelisted")}
      </>
    ) : state === "unverified" ? (
      <>
        <CloseCircleFilled aria-hidden style={{ color: "#b91c1c" }} /> {t("composer.domain.unverified")}
        <button type="button" className="domain-status__retry" onClick={onRetry}>
          {t("feed.retry")}
        </button>
      </>
    ) : (
      <>
        <CloseCircleFilled aria-hidden style={{ color: "#b91c1c" }} /> {t("composer.domain.notWhitelisted")}
      </>
    );
  return (
    <p className={`domain-status domain-status--${state}`} role="status" aria-live="polite">
      {content}
    </p>
  );
}
