import { z } from "zod";
import { message } from "./messages.ts";

/** URL debugger input (spec §5). */
export const debuggerSchema = z.object({
  url: z.string().trim().min(1, message("validation.desktop.debuggerUrl")),
});
export type DebuggerInput = z.infer<typeof debuggerSchema>;
