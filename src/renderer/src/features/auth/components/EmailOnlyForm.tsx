import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Form } from "antd";
import { forgotSchema, type ForgotInput } from "@shared/validation/forgot.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import { useTranslatedResolver } from "@renderer/lib/form-resolver.ts";
import { TextField } from "./TextField.tsx";

const resolver = zodResolver(forgotSchema);

type Props = {
  /** The field's id, unique on the page. */
  id: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (email: string) => void;
};

/** One e-mail field and one button: asking for a password reset, or for the confirmation e-mail again. */
export function EmailOnlyForm({ id, submitLabel, pending, onSubmit }: Props) {
  const t = useT();
  const { control, handleSubmit, formState } = useForm<ForgotInput>({ resolver: useTranslatedResolver(resolver), defaultValues: { email: "" } });
  const submit = handleSubmit(({ email }) => onSubmit(email));
  return (
    <Form layout="vertical" component="form" noValidate onSubmitCapture={(e) => { e.preventDefault(); void submit(); }}>
      <TextField control={control} name="email" id={id} label={t("auth.field.email")} type="email" autoComplete="email" error={formState.errors.email?.message} />
      <Button type="primary" htmlType="submit" block loading={pending}>
        {submitLabel}
      </Button>
    </Form>
  );
}
