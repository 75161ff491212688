import type { DesktopApi, Platform } from "./types.ts";

/** The Electron app: everything goes through the narrow `window.desktop` bridge. */
export function createDesktopPlatform(desktop: DesktopApi): Platform {
  return {
    kind: "desktop",
    capabilities: { renderInBrowser: true, bulkLinkCheck: true, secureSessionStorage: true, desktopSettings: true },
    authStorage: {
      getItem: async (key) => (await desktop.session.getItem({ key })).value,
      setItem: async (key, value) => void (await desktop.session.setItem({ key, value })),
      removeItem: async (key) => void (await desktop.session.removeItem({ key })),
    },
    openExternal: async (url) => void (await desktop.shell.openExternal({ url })),
    setLocale: async (locale) => void (await desktop.app.setLocale({ locale })),
    sessionStatus: () => desktop.session.status(),
    debugger: { render: (url) => desktop.debugger.render({ url }) },
    linkCheck: desktop.linkCheck,
    settings: desktop.settings,
  };
}
