import { z } from "zod";

/** Sign-up form (spec §5). The username is stored as account metadata. */
export const signupSchema = z.object({
  username: z.string().min(3, "Username must be at least 3 characters."),
  email: z.string().email("Invalid email address."),
  password: z.string().min(6, "Password must be at least 6 characters."),
});
export type SignupInput = z.infer<typeof signupSchema>;
