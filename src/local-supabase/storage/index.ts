import type { StackContext } from "../context.ts";

/** Supabase Storage (/storage/v1) with RLS on storage.objects. Filled in by the storage service. */
export function createStorageService(_ctx: StackContext): (request: Request) => Promise<Response> {
  return async () => Response.json({ statusCode: "501", error: "not_implemented", message: "Storage is not available yet" }, { status: 501 });
}
