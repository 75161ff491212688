import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Form } from "antd";
import { Link } from "react-router-dom";
import { signupSchema, type SignupInput } from "@shared/validation/signup.ts";
import { useSignUp } from "../hooks/use-auth-actions.ts";
import { AuthCard } from "./AuthCard.tsx";
import { TextField } from "./TextField.tsx";

/** Sign Up (spec §2): validated on submit, confirmation by e-mail. */
export default function SignUpPage() {
  const { control, handleSubmit, formState } = useForm<SignupInput>({ resolver: zodResolver(signupSchema), defaultValues: { username: "", email: "", password: "" } });
  const signUp = useSignUp();
  const submit = handleSubmit((values) => signUp.mutate(values));
  return (
    <AuthCard title="Sign Up" description="Enter your information to create an account" footer={<span>Already have an account? <Link to="/signin">Sign in</Link></span>}>
      <Form layout="vertical" component="form" noValidate onSubmitCapture={(e) => { e.preventDefault(); void submit(); }}>
        <TextField control={control} name="username" id="signup-username" label="Username" autoComplete="username" error={formState.errors.username?.message} />
        <TextField control={control} name="email" id="signup-email" label="Email" type="email" autoComplete="email" error={formState.errors.email?.message} />
        <TextField control={control} name="password" id="signup-password" label="Password" type="password" autoComplete="new-password" error={formState.errors.password?.message} />
        <Button type="primary" htmlType="submit" block loading={signUp.isPending}>
          Create an account
        </Button>
      </Form>
    </AuthCard>
  );
}
