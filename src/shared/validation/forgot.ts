import { z } from "zod";
import { message } from "./messages.ts";

/** Forgot-password form (spec §5); its message is a catalogue key (messages.ts). */
export const forgotSchema = z.object({
  email: z.string().email(message("validation.email")),
});
export type ForgotInput = z.infer<typeof forgotSchema>;
