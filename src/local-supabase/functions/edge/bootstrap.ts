export {};

// Runs under Deno (not Node): loads one edge function, captures the handler it gives Deno.serve, and serves it on
// a loopback port the gateway proxies to, as Supabase's edge runtime does. Type-checked with the Node project,
// so Deno's globals are declared here minimally.
type Handler = (request: Request, info: unknown) => Response | Promise<Response>;
type ErrorHandler = (error: unknown) => Response | Promise<Response>;
interface ServeOptions {
  hostname: string;
  port: number;
  onListen(addr: { port: number }): void;
}
interface DenoLike {
  args: string[];
  readonly ppid: number;
  unrefTimer(id: number): void;
  serve(options: ServeOptions, handler: Handler): unknown;
  exit(code: number): never;
}

const deno: DenoLike = (globalThis as unknown as { Deno: DenoLike }).Deno;
const entry = deno.args[0] ?? "";
let handler: Handler | undefined;
let onError: ErrorHandler | undefined;
const realServe = deno.serve.bind(deno);

(deno as unknown as { serve: (...args: unknown[]) => unknown }).serve = (...args: unknown[]) => {
  for (const arg of args) {
    if (typeof arg === "function") handler = arg as Handler;
    else if (arg && typeof arg === "object") {
      const options = arg as { handler?: unknown; onError?: unknown };
      if (typeof options.handler === "function") handler = options.handler as Handler;
      if (typeof options.onError === "function") onError = options.onError as ErrorHandler;
    }
  }
  const addr = { transport: "tcp", hostname: "0.0.0.0", port: 8000 };
  return { finished: new Promise(() => {}), addr, shutdown: async () => {}, ref() {}, unref() {} };
};

// Supabase's global for background work after the response.
(globalThis as unknown as { EdgeRuntime: unknown }).EdgeRuntime = {
  waitUntil(promise: Promise<unknown>) {
    promise.catch((error: unknown) => console.error(error));
  },
};

if (!entry) deno.exit(64);

// If the gateway dies without closing us (SIGKILL), exit rather than linger as an orphan.
const parent = deno.ppid;
const watchdog = setInterval(() => {
  if (deno.ppid !== parent) deno.exit(0);
}, 1000);
deno.unrefTimer(watchdog as unknown as number);
await import(entry);
await new Promise((resolve) => setTimeout(resolve, 0));
if (!handler) {
  console.error("The function did not call Deno.serve(handler)");
  deno.exit(70);
}
const serveHandler = handler;

realServe(
  { hostname: "127.0.0.1", port: 0, onListen: ({ port }) => console.log(`__EDGE_READY__ ${port}`) },
  async (request, info) => {
    try {
      return await serveHandler(request, info);
    } catch (error) {
      console.error(error);
      const custom = onError;
      if (custom) return custom(error);
      return Response.json({ code: "WORKER_ERROR", message: "Function exited due to an error (please check logs)" }, { status: 500 });
    }
  },
);
