import { useState } from "react";
import { Input } from "antd";
import { formatCurrencyInput, sanitizeCurrencyInput } from "../../../../../shared/format/price.ts";

/**
 * Price input (spec §5): keeps only digits and one decimal point; shows "$1,234,567.89" on blur and the
 * raw number on focus. The form value is the raw number text.
 */
export function CurrencyInput({ id, value, onChange, onBlur, ...aria }: { id: string; value: string | undefined; onChange: (v: string) => void; onBlur?: () => void; "aria-invalid"?: boolean; "aria-describedby"?: string }) {
  const [focused, setFocused] = useState(false);
  const raw = value ?? "";
  return (
    <Input
      id={id}
      inputMode="decimal"
      placeholder="$1,234,567.89"
      value={focused ? raw : formatCurrencyInput(raw)}
      onFocus={() => setFocused(true)}
      onBlur={() => {
        setFocused(false);
        onBlur?.();
      }}
      onChange={(e) => onChange(sanitizeCurrencyInput(e.target.value))}
      {...aria}
    />
  );
}
