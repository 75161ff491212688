import type { ReactNode } from "react";
import { Form } from "antd";

/** A labelled form row whose error (a spec §5 message) sits under the field and is announced. */
export function FieldItem({ label, htmlFor, error, children, extra }: { label: ReactNode; htmlFor: string; error?: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <Form.Item
      label={label}
      htmlFor={htmlFor}
      validateStatus={error ? "error" : undefined}
      help={error ? <span id={errorId(htmlFor)} role="alert">{error}</span> : undefined}
      extra={extra}
    >
      {children}
    </Form.Item>
  );
}

export function errorId(fieldId: string): string {
  return `${fieldId}-error`;
}

/** aria attributes linking an input to its error message. */
export function invalidProps(fieldId: string, error: string | undefined) {
  return error ? { "aria-invalid": true as const, "aria-describedby": errorId(fieldId) } : {};
}
