import { useT } from "../lib/i18n.tsx";

/** Full-area loading indicator for lazy routes and guards (plain CSS, no UI library). */
export function PageSpinner({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <span className="spinner" aria-hidden />
      <span className="sr-only">{label ?? t("member.loading")}</span>
    </div>
  );
}
