import type { BrowserContext } from "playwright-core";
import { guardHandler, type Handler, type HandlerMap } from "../../src/main/ipc/router.ts";
import { buildDesktopApi, ipcChannels, type Channel, type EventOf } from "@shared/ipc/index.ts";

interface PageGlobals {
  __desktopInvoke: (channel: string, payload: unknown) => Promise<unknown>;
  __desktopEmit: (channel: string, payload: unknown) => void;
}

/**
 * Runs in the page (serialized): builds `window.desktop` with the preload's own builder over the same channel
 * table, its calls going to `__desktopInvoke` and its subscriptions fed by `__desktopEmit`.
 */
function installInPage(build: typeof buildDesktopApi, channels: typeof ipcChannels): void {
  const w = window as unknown as PageGlobals;
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  w.__desktopEmit = (channel, payload) => listeners.get(channel)?.forEach((listener) => listener(payload));
  const api = build(
    channels,
    (channel, request) => w.__desktopInvoke(channel, request),
    (channel, listener) => {
      const set = listeners.get(channel) ?? new Set();
      listeners.set(channel, set.add(listener));
      return () => void set.delete(listener);
    },
  );
  Object.defineProperty(window, "desktop", { value: api, configurable: false });
}

/**
 * A `window.desktop` for the built web app in Chromium, built by the preload's buildDesktopApi, whose calls reach
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
  await context.addInitScript({ content: `(${installInPage.toString()})(${buildDesktopApi.toString()}, ${JSON.stringify(ipcChannels)});` });
  return {
    emit(event) {
      for (const page of context.pages()) {
        void page.evaluate((e) => (window as unknown as Partial<PageGlobals>).__desktopEmit?.("linkCheck:progress", e), event).catch(() => undefined);
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
