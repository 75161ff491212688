import { describe, expect, it } from "vitest";
import type { MenuItemConstructorOptions } from "electron";
import { MainLocale } from "./i18n.ts";
import { applicationMenuTemplate } from "./menu.ts";
import { localeHandlers } from "./ipc/locale.ts";
import { guardHandler } from "./ipc/router.ts";

const labels = (items: MenuItemConstructorOptions[]): string[] =>
  items.flatMap((item) => [item.label ?? "", ...(Array.isArray(item.submenu) ? labels(item.submenu) : [])]).filter(Boolean);
const frame = { senderFrame: { url: "app://bundle/", parent: null } };

describe("the main process's language (menus and dialogs)", () => {
  it("starts in the system's language, English when it speaks neither", () => {
    expect(new MainLocale(["fr-CA", "en-CA"]).locale).toBe("fr");
    expect(new MainLocale(["de-DE", "en-US"]).locale).toBe("en");
    expect(new MainLocale(["es-MX"]).locale).toBe("en");
  });

  it("follows the window's language, sent over app:setLocale, and rebuilds on a change only", async () => {
    const locale = new MainLocale(["en-CA"]);
    const changes: string[] = [];
    locale.onChange((next) => changes.push(next));
    const setLocale = guardHandler("app:setLocale", localeHandlers(locale)["app:setLocale"]!, () => true);
    expect(await setLocale(frame, { locale: "fr" })).toEqual({ locale: "fr" });
    await setLocale(frame, { locale: "fr" });
    expect(changes).toEqual(["fr"]);
    expect(locale.text("desktop.dialog.sessionTitle")).toBe("Session non enregistrée");
    await expect(setLocale(frame, { locale: "de" })).rejects.toThrow(/invalid request/);
    expect(locale.locale).toBe("fr");
  });

  it("writes the menu in that language, with the roles (and shortcuts) Electron's default menu has", () => {
    const locale = new MainLocale(["fr-CA"]);
    const windows = applicationMenuTemplate(locale.text, { appName: "Maple Listings", platform: "win32", isDev: false });
    expect(windows.map((menu) => menu.label)).toEqual(["Fichier", "Édition", "Affichage", "Fenêtre"]);
    expect(labels(windows)).toEqual(expect.arrayContaining(["Quitter Maple Listings", "Copier", "Coller", "Tout sélectionner", "Zoom avant", "Fermer la fenêtre"]));
    expect(labels(windows)).not.toContain("Outils de développement"); // packaged: no DevTools
    const edit = windows[1]?.submenu as MenuItemConstructorOptions[];
    expect(edit.map((item) => item.role).filter(Boolean)).toEqual(["undo", "redo", "cut", "copy", "paste", "selectAll"]);

    locale.set("en");
    const mac = applicationMenuTemplate(locale.text, { appName: "Maple Listings", platform: "darwin", isDev: true });
    expect(mac.map((menu) => menu.label)).toEqual(["Maple Listings", "Edit", "View", "Window"]);
    expect(labels(mac)).toEqual(expect.arrayContaining(["About Maple Listings", "Hide Others", "Quit Maple Listings", "Toggle Developer Tools", "Zoom"]));
  });
});
