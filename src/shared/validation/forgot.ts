import { z } from "zod";

/** Forgot-password form (spec §5). */
export const forgotSchema = z.object({
  email: z.string().email("Invalid email address."),
});
export type ForgotInput = z.infer<typeof forgotSchema>;
