import type { MenuItemConstructorOptions } from "electron";
import type { MainText } from "./i18n.ts";

/**
 * The application menu in the app's language (issue 22): Electron's default menu has the same roles, in English only.
 * A plain template so a Node test can read it; index.ts builds it and rebuilds it when the language changes. The
 * roles keep their platform behaviour and shortcuts; only their labels are ours.
 */
export function applicationMenuTemplate(text: MainText, options: { appName: string; platform: NodeJS.Platform; isDev: boolean }): MenuItemConstructorOptions[] {
  const { appName, platform, isDev } = options;
  const mac = platform === "darwin";
  const separator: MenuItemConstructorOptions = { type: "separator" };
  const appMenu: MenuItemConstructorOptions = mac
    ? {
        label: appName,
        submenu: [
          { role: "about", label: text("desktop.menu.about", { app: appName }) },
          separator,
          { role: "hide", label: text("desktop.menu.hide", { app: appName }) },
          { role: "hideOthers", label: text("desktop.menu.hideOthers") },
          { role: "unhide", label: text("desktop.menu.showAll") },
          separator,
          { role: "quit", label: text("desktop.menu.quit", { app: appName }) },
        ],
      }
    : { label: text("desktop.menu.file"), submenu: [{ role: "quit", label: text("desktop.menu.quit", { app: appName }) }] };
  return [
    appMenu,
    {
      label: text("desktop.menu.edit"),
      submenu: [
        { role: "undo", label: text("desktop.menu.undo") },
        { role: "redo", label: text("desktop.menu.redo") },
        separator,
        { role: "cut", label: text("desktop.menu.cut") },
        { role: "copy", label: text("desktop.menu.copy") },
        { role: "paste", label: text("desktop.menu.paste") },
        { role: "selectAll", label: text("desktop.menu.selectAll") },
      ],
    },
    {
      label: text("desktop.menu.view"),
      submenu: [
        { role: "reload", label: text("desktop.menu.reload") },
        ...(isDev ? [{ role: "toggleDevTools", label: text("desktop.menu.devTools") } as const] : []),
        separator,
        { role: "resetZoom", label: text("desktop.menu.actualSize") },
        { role: "zoomIn", label: text("desktop.menu.zoomIn") },
        { role: "zoomOut", label: text("desktop.menu.zoomOut") },
        separator,
        { role: "togglefullscreen", label: text("desktop.menu.fullScreen") },
      ],
    },
    {
      label: text("desktop.menu.window"),
      submenu: [
        { role: "minimize", label: text("desktop.menu.minimize") },
        ...(mac ? [{ role: "zoom", label: text("desktop.menu.zoom") } as const] : []),
        { role: "close", label: text("desktop.menu.close") },
      ],
    },
  ];
}
