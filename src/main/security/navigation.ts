import { isAppUrl } from "../protocol/app-protocol.ts";
import { isSafeExternalUrl } from "./safe-url.ts";

type WindowOpenResponse = { action: "deny" };
interface PreventableEvent {
  preventDefault(): void;
}

/** The subset of Electron's WebContents the guards use (so they can be tested in Node). */
export interface GuardedContents {
  on(event: "will-navigate" | "will-redirect", listener: (event: PreventableEvent, url: string) => void): unknown;
  on(event: "will-attach-webview", listener: (event: PreventableEvent) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => WindowOpenResponse): void;
}

export interface NavigationGuardOptions {
  openExternal: (url: string) => void;
  /** The electron-vite dev server, only in development. */
  devServerUrl?: string | undefined;
}

export function isInAppUrl(url: string, devServerUrl: string | undefined): boolean {
  if (isAppUrl(url)) return true;
  if (devServerUrl === undefined) return false;
  try {
    return new URL(url).origin === new URL(devServerUrl).origin;
  } catch {
    return false;
  }
}

/**
 * Navigation stays inside the app; new windows are never created. http(s) links that pass the
 * safe-URL check open in the system browser instead; everything else is dropped.
 */
export function attachNavigationGuards(contents: GuardedContents, options: NavigationGuardOptions): void {
  const leave = (url: string): void => {
    if (isSafeExternalUrl(url)) options.openExternal(url); // eng-disable OPEN_EXTERNAL_JS_CHECK (checked on this line)
  };
  const guard = (event: PreventableEvent, url: string): void => {
    if (isInAppUrl(url, options.devServerUrl)) return;
    event.preventDefault();
    leave(url);
  };
  contents.on("will-navigate", guard);
  contents.on("will-redirect", guard);
  contents.on("will-attach-webview", (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    leave(url);
    return { action: "deny" };
  });
}
