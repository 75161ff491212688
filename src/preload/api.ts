import { buildDesktopApi } from "@shared/ipc/build-desktop-api.ts";
import { ipcChannels } from "@shared/ipc/channels.ts";
import type { DesktopApi } from "@shared/ipc/api.ts";

/** The subset of ipcRenderer the preload uses (injected so the API can be tested without Electron). */
export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, payload: unknown) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, payload: unknown) => void): unknown;
}

/**
 * Builds `window.desktop` from the channel table (src/shared/ipc): one function per channel, grouped by
 * domain. There is no generic send/invoke, and the Electron event object never reaches the page.
 * (Imports are direct, not through src/shared/ipc/index.ts, so that zod stays out of the preload bundle.)
 */
export function createDesktopApi(ipc: IpcRendererLike): DesktopApi {
  return buildDesktopApi(
    ipcChannels,
    (channel, request) => ipc.invoke(channel, request),
    (channel, listener) => {
      const forward = (_event: unknown, payload: unknown): void => listener(payload);
      ipc.on(channel, forward);
      return () => void ipc.removeListener(channel, forward);
    },
  );
}
