import type { Channel, EventOf, RequestOf, ResponseOf } from "./contract.ts";

type Call<C extends Channel> = (request: RequestOf<C>) => Promise<ResponseOf<C>>;
type Query<C extends Channel> = () => Promise<ResponseOf<C>>;

/**
 * The whole `window.desktop` surface, one sub-namespace per domain. Nothing generic:
 * no send/invoke, no process, no environment.
 */
export interface DesktopApi {
  readonly app: { getInfo: Query<"app:getInfo"> };
  readonly settings: { get: Query<"settings:get">; update: Call<"settings:update"> };
  readonly session: {
    getItem: Call<"session:getItem">;
    setItem: Call<"session:setItem">;
    removeItem: Call<"session:removeItem">;
    status: Query<"session:status">;
  };
  readonly shell: { openExternal: Call<"shell:openExternal"> };
  readonly linkCheck: {
    start: Call<"linkCheck:start">;
    cancel: Call<"linkCheck:cancel">;
    retryFailed: Call<"linkCheck:retryFailed">;
    getResults: Call<"linkCheck:getResults">;
    history: Query<"linkCheck:history">;
    exportCsv: Call<"linkCheck:exportCsv">;
    saveCsv: Call<"linkCheck:saveCsv">;
    /** Subscribe to progress; returns the unsubscribe function. */
    onProgress: (listener: (event: EventOf<"linkCheck:progress">) => void) => () => void;
  };
  readonly debugger: { render: Call<"debugger:render"> };
}
