import { z } from "zod";

export const MAX_SESSION_BYTES = 64 * 1024;

/** The Supabase auth session, serialised by supabase-js's storage adapter. Opaque to the main process. */
export const sessionSaveSchema = z.strictObject({ key: z.string().min(1).max(200), value: z.string().max(MAX_SESSION_BYTES) });
export const sessionKeySchema = z.strictObject({ key: z.string().min(1).max(200) });

export const sessionStatusSchema = z.strictObject({
  /** "encrypted": kept on disk with OS encryption; "memory": not written to disk (no keyring). */
  persistence: z.enum(["encrypted", "memory"]),
  warning: z.string().nullable(),
});

export const sessionLoadResultSchema = z.strictObject({ value: z.string().nullable(), status: sessionStatusSchema });

export type SessionStatus = z.output<typeof sessionStatusSchema>;
export type SessionLoadResult = z.output<typeof sessionLoadResultSchema>;
