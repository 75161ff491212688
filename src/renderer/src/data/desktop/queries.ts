import { queryOptions, useQuery } from "@tanstack/react-query";
import { getPlatform, type DesktopApi } from "../../platform/index.ts";
import { desktopKeys } from "./keys.ts";
import { message } from "@shared/validation/messages.ts";

/** The link-check IPC; a clear error on the website, where the desktop tools do not exist. */
export function linkCheckApi(): DesktopApi["linkCheck"] {
  const linkCheck = getPlatform().linkCheck;
  if (!linkCheck) throw new Error(message("validation.desktop.linkChecksDesktopOnly"));
  return linkCheck;
}

export function settingsApi(): DesktopApi["settings"] {
  const settings = getPlatform().settings;
  if (!settings) throw new Error(message("validation.desktop.settingsDesktopOnly"));
  return settings;
}

export function useLinkCheckHistory() {
  return useQuery({ queryKey: desktopKeys.linkCheckHistory(), queryFn: () => linkCheckApi().history() });
}

export function settingsQuery() {
  return queryOptions({ queryKey: desktopKeys.settings(), queryFn: () => settingsApi().get() });
}

/** Whether the desktop app keeps the session on disk (system keyring) or in memory only. */
export function sessionStatusQuery() {
  return queryOptions({ queryKey: desktopKeys.sessionStatus(), queryFn: () => getPlatform().sessionStatus(), staleTime: Infinity });
}
