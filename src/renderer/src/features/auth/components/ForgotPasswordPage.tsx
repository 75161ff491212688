import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Form } from "antd";
import { Link } from "react-router-dom";
import { forgotSchema, type ForgotInput } from "@shared/validation/forgot.ts";
import { useRequestPasswordReset } from "../hooks/use-auth-actions.ts";
import { AuthCard } from "./AuthCard.tsx";
import { TextField } from "./TextField.tsx";

/** Forgot password (spec §2). */
export default function ForgotPasswordPage() {
  const { control, handleSubmit, formState } = useForm<ForgotInput>({ resolver: zodResolver(forgotSchema), defaultValues: { email: "" } });
  const request = useRequestPasswordReset();
  const submit = handleSubmit((values) => request.mutate(values));
  return (
    <AuthCard title="Forgot password" description="Enter your email and we will send you a link to reset your password." footer={<Link to="/signin">Sign in</Link>}>
      <Form layout="vertical" component="form" noValidate onSubmitCapture={(e) => { e.preventDefault(); void submit(); }}>
        <TextField control={control} name="email" id="forgot-email" label="Email" type="email" autoComplete="email" error={formState.errors.email?.message} />
        <Button type="primary" htmlType="submit" block loading={request.isPending}>
          Send Reset Link
        </Button>
      </Form>
    </AuthCard>
  );
}
