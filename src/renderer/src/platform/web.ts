import type { Platform } from "./types.ts";

interface BrowserHost {
  localStorage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  open(url: string, target: string, features: string): unknown;
}

/** The website: localStorage for the session, links in a new tab, no desktop-only features. */
export function createWebPlatform(host: BrowserHost): Platform {
  return {
    kind: "web",
    capabilities: { renderInBrowser: false, bulkLinkCheck: false, secureSessionStorage: false, desktopSettings: false },
    authStorage: {
      getItem: async (key) => host.localStorage.getItem(key),
      setItem: async (key, value) => host.localStorage.setItem(key, value),
      removeItem: async (key) => host.localStorage.removeItem(key),
    },
    openExternal: async (url) => {
      if (/^https?:\/\//i.test(url)) host.open(url, "_blank", "noopener,noreferrer");
    },
    setLocale: async () => undefined, // the browser's own menus are the browser's
    sessionStatus: async () => ({ persistence: "browser", warning: null }),
    debugger: null,
    linkCheck: null,
    settings: null,
  };
}
