import { z } from "zod";

/** URL debugger input (spec §5). */
export const debuggerSchema = z.object({
  url: z.string().trim().min(1, "Please enter a URL."),
});
export type DebuggerInput = z.infer<typeof debuggerSchema>;
