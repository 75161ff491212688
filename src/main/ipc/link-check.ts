import type { LinkCheckService } from "../services/link-check/service.ts";
import type { HandlerMap } from "./router.ts";

export function linkCheckHandlers(service: LinkCheckService): HandlerMap {
  return {
    "linkCheck:start": (request) => service.start(request),
    "linkCheck:cancel": ({ jobId }) => ({ cancelled: service.cancel(jobId) }),
    "linkCheck:retryFailed": ({ jobId }) => ({ retried: service.retryFailed(jobId) }),
    "linkCheck:getResults": ({ jobId }) => service.results(jobId),
    "linkCheck:history": () => service.summaries(),
    "linkCheck:exportCsv": ({ jobId }) => service.exportCsv(jobId),
  };
}
