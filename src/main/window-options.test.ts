import { describe, expect, it } from "vitest";
import { createMainWindowOptions } from "./window-options.ts";

const windowState = { width: 1280, height: 800, maximized: false };

describe("createMainWindowOptions", () => {
  it("creates sandboxed, isolated windows without Node and with web security on", () => {
    expect(createMainWindowOptions({ preloadPath: "/app/out/preload/index.cjs", isDev: false, windowState })).toStrictEqual({
      width: 1280,
      height: 800,
      minWidth: 900,
      minHeight: 600,
      show: false,
      title: "Maple Listings",
      backgroundColor: "#ffffff",
      autoHideMenuBar: true,
      webPreferences: {
        preload: "/app/out/preload/index.cjs",
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
        devTools: false,
      },
    });
  });

  it("allows DevTools only in development and restores a saved position", () => {
    const options = createMainWindowOptions({ preloadPath: "p", isDev: true, windowState: { ...windowState, x: 10, y: 20 } });
    expect(options.webPreferences?.devTools).toBe(true);
    expect(options).toMatchObject({ x: 10, y: 20 });
    expect(options.webPreferences).toMatchObject({ sandbox: true, contextIsolation: true, nodeIntegration: false });
  });
});
