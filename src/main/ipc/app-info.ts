import type { HandlerMap } from "./router.ts";

export function appInfoHandlers(info: { version: string; platform: string; packaged: boolean }): HandlerMap {
  return { "app:getInfo": () => info };
}
