import { BrowserWindow, shell } from "electron";
import { APP_ENTRY_URL } from "./protocol/app-protocol.ts";
import { attachNavigationGuards } from "./security/navigation.ts";
import type { SettingsService } from "./services/settings/settings-service.ts";
import { createMainWindowOptions } from "./window-options.ts";

export interface MainWindowContext {
  preloadPath: string;
  devServerUrl: string | undefined;
  settings: SettingsService;
}

/** The app window: secure options, navigation guards, window state remembered, app:// in production. */
export function createMainWindow(context: MainWindowContext): BrowserWindow {
  const isDev = context.devServerUrl !== undefined;
  const state = context.settings.get().window;
  const options = createMainWindowOptions({ preloadPath: context.preloadPath, isDev, windowState: state });
  // The scanner cannot see through the factory; window-options.test.ts asserts these options exactly.
  const win = new BrowserWindow(options); // eng-disable CONTEXT_ISOLATION_JS_CHECK SANDBOX_JS_CHECK AUXCLICK_JS_CHECK
  attachNavigationGuards(win.webContents, {
    devServerUrl: context.devServerUrl,
    openExternal: (url) => void shell.openExternal(url), // eng-disable OPEN_EXTERNAL_JS_CHECK (only called after isSafeExternalUrl)
  });
  if (!isDev) win.webContents.on("devtools-opened", () => win.webContents.closeDevTools());
  win.once("ready-to-show", () => {
    if (state.maximized) win.maximize();
    win.show();
  });
  win.on("close", () => {
    const bounds = win.getNormalBounds();
    context.settings.saveWindowState({ ...bounds, maximized: win.isMaximized() });
  });
  void win.loadURL(context.devServerUrl ?? APP_ENTRY_URL);
  return win;
}
