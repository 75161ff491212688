import { z } from "zod";
import { message } from "./messages.ts";

/** Reset-password form (spec §5): the mismatch message sits on the confirm field. Messages are catalogue keys (messages.ts). */
export const resetSchema = z
  .object({
    password: z.string().min(6, message("validation.passwordMin")),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: message("validation.passwordsMismatch"),
    path: ["confirmPassword"],
  });
export type ResetInput = z.infer<typeof resetSchema>;
