import { isSafeExternalUrl } from "../security/safe-url.ts";
import type { HandlerMap } from "./router.ts";

export function shellHandlers(openExternal: (url: string) => Promise<void>): HandlerMap {
  return {
    "shell:openExternal": async ({ url }) => {
      if (!isSafeExternalUrl(url)) return { opened: false };
      await openExternal(url);
      return { opened: true };
    },
  };
}
