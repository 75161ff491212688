import { isAppUrl } from "../protocol/app-protocol.ts";

/** The subset of Electron's IpcMainInvokeEvent the sender check reads. */
export interface IpcSenderLike {
  senderFrame: { url: string; parent: unknown } | null;
}

/**
 * Messages are accepted only from the top frame of our own app (app://bundle, or the
 * electron-vite dev server in development). Anything else (a subframe, a remote page that
 * got loaded by mistake) is dropped.
 */
export function isTrustedSender(event: IpcSenderLike, devServerUrl: string | undefined): boolean {
  const frame = event.senderFrame;
  if (frame === null || frame.parent !== null) return false;
  if (isAppUrl(frame.url)) return true;
  if (devServerUrl === undefined) return false;
  try {
    return new URL(frame.url).origin === new URL(devServerUrl).origin;
  } catch {
    return false;
  }
}
