import type { BrowserContext } from "playwright-core";
import { guardHandler, type Handler, type HandlerMap } from "../../src/main/ipc/router.ts";
import type { Channel, EventOf } from "../../src/shared/ipc/index.ts";

/**
 * A `window.desktop` for the built web app in Chromium, shaped exactly like the preload's, whose calls reach
 * real main-process handlers in the test process (validated by the same guard as in the app). Progress events
 * are pushed into the page like the preload's IPC listener does.
 */
export async function installDesktopBridge(context: BrowserContext, handlers: HandlerMap): Promise<{ emit: (event: EventOf<"linkCheck:progress">) => void }> {
  const frame = { senderFrame: { url: "app://bundle/", parent: null } };
  await context.exposeBinding("__desktopInvoke", async (_source, channel: Channel, payload: unknown) => {
    const handler = handlers[channel] as Handler<typeof channel> | undefined;
    if (!handler) throw new Error(`${channel}: not handled in this test`);
    return guardHandler(channel, handler, () => true)(frame, payload);
  });
  await context.addInitScript(() => {
    type Invoke = (channel: string, payload: unknown) => Promise<unknown>;
    const w = window as unknown as { __desktopInvoke: Invoke; __desktopEmit: (event: unknown) => void };
    const call = (channel: string) => (request?: unknown) => w.__desktopInvoke(channel, request ?? {});
    const listeners = new Set<(event: unknown) => void>();
    w.__desktopEmit = (event) => listeners.forEach((listener) => listener(event));
    const api = {
      app: { getInfo: call("app:getInfo") },
      settings: { get: call("settings:get"), update: call("settings:update") },
      session: { getItem: call("session:getItem"), setItem: call("session:setItem"), removeItem: call("session:removeItem"), status: call("session:status") },
      shell: { openExternal: call("shell:openExternal") },
      linkCheck: {
        start: call("linkCheck:start"),
        cancel: call("linkCheck:cancel"),
        retryFailed: call("linkCheck:retryFailed"),
        getResults: call("linkCheck:getResults"),
        history: call("linkCheck:history"),
        exportCsv: call("linkCheck:exportCsv"),
        saveCsv: call("linkCheck:saveCsv"),
        onProgress: (listener: (event: unknown) => void) => {
          listeners.add(listener);
          return () => void listeners.delete(listener);
        },
      },
      debugger: { render: call("debugger:render") },
    };
    Object.defineProperty(window, "desktop", { value: Object.freeze(api), configurable: false });
  });
  return {
    emit(event) {
      for (const page of context.pages()) {
        void page.evaluate((e) => (window as unknown as { __desktopEmit?: (event: unknown) => void }).__desktopEmit?.(e), event).catch(() => undefined);
      }
    },
  };
}

/** The session handlers of a machine without a keyring: kept in memory only. */
export function memorySessionHandlers(): HandlerMap {
  const values = new Map<string, string>();
  const status = { persistence: "memory" as const, warning: "No system keyring is available: the session is kept in memory only." };
  return {
    "session:getItem": ({ key }) => ({ value: values.get(key) ?? null, status }),
    "session:setItem": ({ key, value }) => (values.set(key, value), status),
    "session:removeItem": ({ key }) => (values.delete(key), status),
    "session:status": () => status,
  };
}
