import { z } from "zod";
import { message } from "./messages.ts";

/** Sign-up form (spec §5). The username is stored as account metadata. Messages are catalogue keys (messages.ts). */
export const signupSchema = z.object({
  username: z.string().min(3, message("validation.usernameMin")),
  email: z.string().email(message("validation.email")),
  password: z.string().min(6, message("validation.passwordMin")),
});
export type SignupInput = z.infer<typeof signupSchema>;
