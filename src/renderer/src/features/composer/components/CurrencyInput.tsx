import { useState } from "react";
import { Input } from "antd";
import { formatCurrencyInput, sanitizeCurrencyInput } from "@shared/format/price.ts";

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
      placeholder={formatCurrencyInput("1234567.89")}
      value={focused ? raw : formatCurrencyInput(raw)}
      onFocus={(e) => {
        // The raw number replaces the formatted one, selected: typing over a prefilled price (Tab, or select-all and
        // type) replaces it rather than landing after it once the text switched under the caret.
        const el = e.currentTarget;
        setFocused(true);
        setTimeout(() => {
          if (document.activeElement === el) el.select();
        }, 0);
      }}
      onBlur={() => {
        setFocused(false);
        onBlur?.();
      }}
      onChange={(e) => onChange(sanitizeCurrencyInput(e.target.value))}
      {...aria}
    />
  );
}
