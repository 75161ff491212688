import type { MainLocale } from "../i18n.ts";
import type { HandlerMap } from "./router.ts";

/** The window tells the main process the language it shows (menus and dialogs follow). */
export function localeHandlers(locale: MainLocale): HandlerMap {
  return {
    "app:setLocale": ({ locale: next }) => {
      locale.set(next);
      return { locale: locale.locale };
    },
  };
}
