interface DownloadItemLike {
  cancel(): void;
}
interface PreventableEvent {
  preventDefault(): void;
}

/** The subset of Electron's Session that hardening touches. */
export interface HardenableSession {
  setPermissionRequestHandler(
    handler: ((contents: unknown, permission: string, callback: (granted: boolean) => void) => void) | null,
  ): void;
  setPermissionCheckHandler(handler: ((contents: unknown, permission: string) => boolean) | null): void;
  setDevicePermissionHandler(handler: ((details: unknown) => boolean) | null): void;
  on(event: "will-download", listener: (event: PreventableEvent, item: DownloadItemLike) => void): unknown;
}

/**
 * Electron grants every permission by default. Each session (the default one, the app's, and
 * every debugger partition) gets handlers that deny all permission requests and checks and
 * cancels all downloads.
 */
export function hardenSession(session: HardenableSession): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
  session.on("will-download", (event, item) => {
    event.preventDefault();
    item.cancel();
  });
}
