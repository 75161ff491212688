/** Full-area loading indicator for lazy routes and guards (plain CSS, no UI library). */
export function PageSpinner({ label = "Loading..." }: { label?: string }) {
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <span className="spinner" aria-hidden />
      <span className="sr-only">{label}</span>
    </div>
  );
}
