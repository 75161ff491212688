import type { BrowserWindowConstructorOptions } from "electron";
import type { Settings } from "@shared/ipc/index.ts";

export interface MainWindowOptionsInput {
  preloadPath: string;
  isDev: boolean;
  windowState: Settings["window"];
}

/**
 * The options every app window is created with. A plain function so a Node test can assert
 * them exactly: sandboxed, isolated, no Node, web security on, DevTools only in development.
 */
export function createMainWindowOptions(input: MainWindowOptionsInput): BrowserWindowConstructorOptions {
  const { width, height, x, y } = input.windowState;
  return {
    width,
    height,
    ...(x !== undefined && y !== undefined ? { x, y } : {}),
    minWidth: 900,
    minHeight: 600,
    show: false,
    title: "Maple Listings",
    backgroundColor: "#ffffff",
    autoHideMenuBar: true,
    webPreferences: {
      preload: input.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      disableBlinkFeatures: "Auxclick",
      spellcheck: false,
      devTools: input.isDev,
    },
  };
}
