import { z } from "zod";
import { message } from "./messages.ts";

/** Login form (spec §5); its messages are catalogue keys (messages.ts). */
export const loginSchema = z.object({
  email: z.string().email(message("validation.email")),
  password: z.string().min(1, message("validation.passwordRequired")),
});
export type LoginInput = z.infer<typeof loginSchema>;
