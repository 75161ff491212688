/** Query keys of what the desktop app's main process answers (platform IPC): link-check jobs, settings, session storage. */
export const desktopKeys = {
  all: ["desktop"] as const,
  linkCheckHistory: () => [...desktopKeys.all, "link-check", "history"] as const,
  settings: () => [...desktopKeys.all, "settings"] as const,
  sessionStatus: () => [...desktopKeys.all, "session-status"] as const,
};
