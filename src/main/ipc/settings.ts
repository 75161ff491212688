import type { SettingsService } from "../services/settings/settings-service.ts";
import type { HandlerMap } from "./router.ts";

export function settingsHandlers(settings: SettingsService, onChange: () => void): HandlerMap {
  return {
    "settings:get": () => settings.get(),
    "settings:update": (patch) => {
      const next = settings.update(patch);
      onChange();
      return next;
    },
  };
}
