import type { Channel, DesktopApi, EventOf, RequestOf, ResponseOf } from "../shared/ipc/index.ts";

/** The subset of ipcRenderer the preload uses (injected so the API can be tested without Electron). */
export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, payload: unknown) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, payload: unknown) => void): unknown;
}

/**
 * Builds `window.desktop`: one function per contract channel, grouped by domain. There is no
 * generic send/invoke, and the Electron event object never reaches the page.
 */
export function createDesktopApi(ipc: IpcRendererLike): DesktopApi {
  const call =
    <C extends Channel>(channel: C) =>
    (request: RequestOf<C>): Promise<ResponseOf<C>> =>
      ipc.invoke(channel, request) as Promise<ResponseOf<C>>;
  const query =
    <C extends Channel>(channel: C) =>
    (): Promise<ResponseOf<C>> =>
      ipc.invoke(channel, {}) as Promise<ResponseOf<C>>;

  return {
    app: { getInfo: query("app:getInfo") },
    settings: { get: query("settings:get"), update: call("settings:update") },
    session: {
      getItem: call("session:getItem"),
      setItem: call("session:setItem"),
      removeItem: call("session:removeItem"),
      status: query("session:status"),
    },
    shell: { openExternal: call("shell:openExternal") },
    linkCheck: {
      start: call("linkCheck:start"),
      cancel: call("linkCheck:cancel"),
      retryFailed: call("linkCheck:retryFailed"),
      getResults: call("linkCheck:getResults"),
      history: query("linkCheck:history"),
      exportCsv: call("linkCheck:exportCsv"),
      saveCsv: call("linkCheck:saveCsv"),
      onProgress: (listener) => {
        const forward = (_event: unknown, payload: unknown): void => listener(payload as EventOf<"linkCheck:progress">);
        ipc.on("linkCheck:progress", forward);
        return () => void ipc.removeListener("linkCheck:progress", forward);
      },
    },
    debugger: { render: call("debugger:render") },
  };
}
