import { z } from "zod";

/** Reset-password form (spec §5): the mismatch message sits on the confirm field. */
export const resetSchema = z
  .object({
    password: z.string().min(6, "Password must be at least 6 characters."),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });
export type ResetInput = z.infer<typeof resetSchema>;
