import type { LinkCheckService } from "../services/link-check/service.ts";
import type { HandlerMap } from "./router.ts";

/** Asks where to save (native dialog) and writes the file; null when the user cancels. */
export type SaveFile = (defaultName: string, content: string) => Promise<string | null>;

export function linkCheckHandlers(service: LinkCheckService, saveFile: SaveFile): HandlerMap {
  return {
    "linkCheck:start": (request) => service.start(request),
    "linkCheck:cancel": ({ jobId }) => ({ cancelled: service.cancel(jobId) }),
    "linkCheck:retryFailed": ({ jobId }) => ({ retried: service.retryFailed(jobId) }),
    "linkCheck:getResults": ({ jobId }) => service.results(jobId),
    "linkCheck:history": () => service.summaries(),
    "linkCheck:exportCsv": ({ jobId }) => service.exportCsv(jobId),
    "linkCheck:saveCsv": async ({ jobId }) => {
      const { fileName, csv } = service.exportCsv(jobId);
      const path = await saveFile(fileName, csv);
      return { saved: path !== null, path };
    },
  };
}
