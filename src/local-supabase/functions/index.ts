import type { StackContext } from "../context.ts";

/** Edge functions (/functions/v1/{name}) under Deno. Filled in by the functions runtime. */
export function createFunctionsService(_ctx: StackContext): {
  handle(request: Request): Promise<Response>;
  close(): Promise<void>;
} {
  return {
    handle: async () => Response.json({ error: "not_implemented", message: "Functions are not available yet" }, { status: 501 }),
    close: async () => {},
  };
}
