import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Form } from "antd";
import { Link } from "react-router-dom";
import { loginSchema, type LoginInput } from "@shared/validation/login.ts";
import { useSignIn } from "../hooks/use-auth-actions.ts";
import { AuthCard } from "./AuthCard.tsx";
import { TextField } from "./TextField.tsx";

/** Login (spec §2). */
export default function LoginPage() {
  const { control, handleSubmit, formState } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });
  const signIn = useSignIn();
  const submit = handleSubmit((values) => signIn.mutate(values));
  return (
    <AuthCard
      title="Login"
      description="Enter your credentials to access your account"
      footer={
        <>
          <Link to="/signup">Sign up</Link>
          <Link to="/forgot-password">Forgot your password?</Link>
        </>
      }
    >
      <Form layout="vertical" component="form" noValidate onSubmitCapture={(e) => { e.preventDefault(); void submit(); }}>
        <TextField control={control} name="email" id="login-email" label="Email" type="email" autoComplete="email" error={formState.errors.email?.message} />
        <TextField control={control} name="password" id="login-password" label="Password" type="password" autoComplete="current-password" error={formState.errors.password?.message} />
        <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
          Login
        </Button>
      </Form>
    </AuthCard>
  );
}
