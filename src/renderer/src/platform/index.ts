import { createDesktopPlatform } from "./desktop.ts";
import { createWebPlatform } from "./web.ts";
import type { DesktopApi, Platform } from "./types.ts";

declare global {
  interface Window {
    /** Set by the Electron preload; undefined on the website. */
    readonly desktop?: DesktopApi;
  }
}

let current: Platform | null = null;

/** The build's prerender runs in Node: a website without storage (nothing is signed in there). */
const noBrowser = {
  localStorage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
  open: () => undefined,
};

/** The one accessor: the desktop adapter when `window.desktop` exists, the web adapter otherwise. */
export function getPlatform(): Platform {
  if (typeof window === "undefined") return (current ??= createWebPlatform(noBrowser));
  current ??= window.desktop !== undefined ? createDesktopPlatform(window.desktop) : createWebPlatform(window);
  return current;
}

export { createDesktopPlatform, createWebPlatform };
export type * from "./types.ts";
