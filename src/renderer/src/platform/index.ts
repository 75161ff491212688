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

/** The one accessor: the desktop adapter when `window.desktop` exists, the web adapter otherwise. */
export function getPlatform(): Platform {
  current ??= window.desktop !== undefined ? createDesktopPlatform(window.desktop) : createWebPlatform(window);
  return current;
}

export { createDesktopPlatform, createWebPlatform };
export type * from "./types.ts";
