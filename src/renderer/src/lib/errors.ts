/** The message of anything thrown (Supabase errors are plain objects with a message). */
export function errorMessage(error: unknown, fallback = "An unknown error occurred."): string {
  if (error instanceof Error && error.message) return error.message;
  if (error && typeof error === "object" && "message" in error && typeof error.message === "string" && error.message) return error.message;
  return fallback;
}
