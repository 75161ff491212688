import { writeFile } from "node:fs/promises";
import { app, BrowserWindow, dialog, ipcMain, safeStorage, session, shell } from "electron";
import { isWhitelistedHost } from "@shared/link-intelligence/index.ts";
import { appInfoHandlers } from "./ipc/app-info.ts";
import { debuggerHandlers } from "./ipc/debugger.ts";
import { localeHandlers } from "./ipc/locale.ts";
import type { MainLocale } from "./i18n.ts";
import { sendEvent } from "./ipc/events.ts";
import { linkCheckHandlers } from "./ipc/link-check.ts";
import { registerHandlers } from "./ipc/router.ts";
import { sessionHandlers } from "./ipc/session.ts";
import { settingsHandlers } from "./ipc/settings.ts";
import { shellHandlers } from "./ipc/shell.ts";
import { isTrustedSender } from "./security/sender.ts";
import { openElectronStore } from "./services/electron-store.ts";
import { extractPreviewFacts } from "./services/extraction.ts";
import { createElectronEngine } from "./services/headless/electron-engine.ts";
import { createCoreFetcher } from "./services/link-check/core-fetcher.ts";
import { LinkCheckService } from "./services/link-check/service.ts";
import { policyFromEnv } from "./services/net/address-guard.ts";
import { SessionStorage } from "./services/session/session-storage.ts";
import { SettingsService } from "./services/settings/settings-service.ts";
import { createStaticExtract } from "./services/static-extract.ts";

/** The native save dialog, titled in the app's language. */
function saveWithDialog(mainWindow: () => BrowserWindow | null, locale: MainLocale) {
  return async (defaultName: string, content: string): Promise<string | null> => {
    const win = mainWindow();
    const options = { title: locale.text("desktop.dialog.saveCsvTitle"), defaultPath: defaultName, filters: [{ name: locale.text("desktop.dialog.csvFiles"), extensions: ["csv"] }] };
    const choice = win ? await dialog.showSaveDialog(win, options) : await dialog.showSaveDialog(options);
    if (choice.canceled || !choice.filePath) return null;
    await writeFile(choice.filePath, content, "utf8");
    return choice.filePath;
  };
}

/** Builds the main-process services and registers every IPC handler (each guarded and validated). */
export function startServices(options: { devServerUrl: string | undefined; mainWindow: () => BrowserWindow | null; locale: MainLocale }) {
  const store = openElectronStore("maple-listings");
  const settings = new SettingsService(store);
  const policy = policyFromEnv();
  const fetcher = createCoreFetcher();
  const linkChecks = new LinkCheckService(
    { fetcher, extract: extractPreviewFacts, isWhitelisted: isWhitelistedHost },
    store,
    () => settings.get().linkCheck,
    (event) => sendEvent(options.mainWindow()?.webContents ?? null, "linkCheck:progress", event),
  );
  const engine = createElectronEngine({ BrowserWindow, fromPartition: (partition, opts) => session.fromPartition(partition, opts), policy });
  const staticExtract = createStaticExtract(fetcher, () => settings.get().linkCheck.timeoutMs);
  registerHandlers(
    ipcMain,
    {
      ...appInfoHandlers({ version: app.getVersion(), platform: process.platform, packaged: app.isPackaged }),
      ...localeHandlers(options.locale),
      ...settingsHandlers(settings, () => undefined),
      // The storage's warning is English (it is also logged); the person reads the dialog in the app's language.
      ...sessionHandlers(new SessionStorage(safeStorage, store), () => {
        const win = options.mainWindow();
        const box = { type: "warning" as const, title: options.locale.text("desktop.dialog.sessionTitle"), message: options.locale.text("desktop.dialog.sessionText") };
        void (win ? dialog.showMessageBox(win, box) : dialog.showMessageBox(box));
      }),
      ...shellHandlers((url) => shell.openExternal(url)), // eng-disable OPEN_EXTERNAL_JS_CHECK (shellHandlers checks isSafeExternalUrl)
      ...linkCheckHandlers(linkChecks, saveWithDialog(options.mainWindow, options.locale)),
      ...debuggerHandlers(() => ({ engine, staticExtract, deadlineMs: settings.get().debugger.deadlineMs })),
    },
    (event) => isTrustedSender(event, options.devServerUrl),
  );
  return { settings, shutdown: async () => Promise.all([engine.close(), fetcher.close()]) };
}
