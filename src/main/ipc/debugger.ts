import { renderAndCompare } from "../services/headless/debugger-service.ts";
import type { DebuggerDeps } from "../services/headless/debugger-service.ts";
import type { HandlerMap } from "./router.ts";

export function debuggerHandlers(deps: () => DebuggerDeps): HandlerMap {
  return {
    "debugger:render": ({ url }) => renderAndCompare(url, deps()),
  };
}
