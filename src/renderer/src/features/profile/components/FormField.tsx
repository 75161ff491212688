import { useId, type ReactNode } from "react";

/** A labelled field with its error under it, wired for screen readers. */
export function FormField({ label, error, children }: { label: string; error?: string | undefined; children: (props: { id: string; "aria-invalid": boolean; "aria-describedby": string | undefined }) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="form-field" style={{ marginBottom: 12 }}>
      <label htmlFor={id} style={{ display: "block", marginBottom: 4, fontWeight: 500 }}>
        {label}
      </label>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": error ? errorId : undefined })}
      {error ? (
        <div id={errorId} role="alert" style={{ color: "#b42318", marginTop: 4 }}>
          {error}
        </div>
      ) : null}
    </div>
  );
}
