import path from "node:path";
import { fileURLToPath } from "node:url";
import { app, BrowserWindow, Menu, net, protocol, session } from "electron";
import type { WebContents } from "electron";
import { APP_SCHEME, createAppProtocolHandler } from "./protocol/app-protocol.ts";
import { buildContentSecurityPolicy } from "./security/csp.ts";
import { hardenSession } from "./security/session-hardening.ts";
import { resolveBackendConfig } from "./services/backend/backend-config.ts";
import { startServices } from "./services.ts";
import { createMainWindow } from "./window.ts";
import { MainLocale } from "./i18n.ts";
import { applicationMenuTemplate } from "./menu.ts";

// Before ready: the app:// scheme is a standard, secure origin; every renderer is sandboxed.
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } }]);
app.enableSandbox();
if (!app.requestSingleInstanceLock()) app.quit();

const here = path.dirname(fileURLToPath(import.meta.url));
const devServerUrl = app.isPackaged ? undefined : process.env["ELECTRON_RENDERER_URL"];
const preloadPath = path.join(here, "../preload/index.cjs");
const rendererRoot = path.join(here, "../renderer");
let mainWindow: BrowserWindow | null = null;

// Every session (default, app, debugger partitions) denies permissions and cancels downloads.
app.on("session-created", hardenSession);
// Defence in depth for any web contents, including ones created later: no webviews, no new windows.
app.on("web-contents-created", (_event, contents: WebContents) => {
  contents.on("will-attach-webview", (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: "deny" }));
});

void app.whenReady().then(() => {
  hardenSession(session.defaultSession);
  // Menus and dialogs in the app's language: the system's until the window says which one it shows.
  const locale = new MainLocale([...app.getPreferredSystemLanguages(), app.getLocale()]);
  const setMenu = () => Menu.setApplicationMenu(Menu.buildFromTemplate(applicationMenuTemplate(locale.text, { appName: app.name, platform: process.platform, isDev: devServerUrl !== undefined })));
  setMenu();
  locale.onChange(setMenu);
  const services = startServices({ devServerUrl, mainWindow: () => mainWindow, locale });
  protocol.handle(
    APP_SCHEME,
    createAppProtocolHandler(rendererRoot, {
      contentSecurityPolicy: () => buildContentSecurityPolicy(services.settings.get().backend.url),
      backendConfig: () => resolveBackendConfig(services.settings.get().backend, async (url) => (await net.fetch(url)).text()),
    }),
  );
  if (devServerUrl !== undefined) {
    // The dev server serves the HMR preamble inline; production (app://) keeps the strict policy.
    session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
      const policy = buildContentSecurityPolicy(services.settings.get().backend.url, devServerUrl);
      callback({ responseHeaders: { ...details.responseHeaders, "Content-Security-Policy": [policy] } });
    });
  }
  const open = () => (mainWindow = createMainWindow({ preloadPath, devServerUrl, settings: services.settings }));
  open();
  app.on("second-instance", () => mainWindow?.focus());
  app.on("activate", () => {
    if (BrowserWindow.getAllWindows().length === 0) open();
  });
  app.on("before-quit", () => void services.shutdown());
});

app.on("window-all-closed", () => {
  if (process.platform !== "darwin") app.quit();
});
