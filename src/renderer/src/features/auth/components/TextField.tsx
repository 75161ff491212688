import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { Input } from "antd";
import { FieldItem, invalidProps } from "@renderer/components/form/FieldItem.tsx";

/** A labelled text/email/password input bound to react-hook-form, its error under it; `onBlur` runs after the form's. */
export function TextField<T extends FieldValues>({ control, name, label, id, type = "text", error, autoComplete, onBlur }: { control: Control<T>; name: Path<T>; label: string; id: string; type?: "text" | "email" | "password"; error?: string; autoComplete?: string; onBlur?: () => void }) {
  return (
    <FieldItem label={label} htmlFor={id} error={error}>
      <Controller
        name={name}
        control={control}
        render={({ field }) => {
          const bound = { ...field, onBlur: () => { field.onBlur(); onBlur?.(); } };
          return type === "password" ? (
            <Input.Password id={id} autoComplete={autoComplete} {...invalidProps(id, error)} {...bound} />
          ) : (
            <Input id={id} type={type} autoComplete={autoComplete} {...invalidProps(id, error)} {...bound} />
          );
        }}
      />
    </FieldItem>
  );
}
