import type { DesktopApi, RenderReport, SessionStatus } from "@shared/ipc/index.ts";
import type { Locale } from "@shared/i18n/locales.ts";

/** What the running host can do. Components ask these, never "am I Electron?". */
export interface PlatformCapabilities {
  /** URL debugger: 'Render in browser' (headless browser in the main process). */
  renderInBrowser: boolean;
  /** Bulk link-preview checks with progress, cancel, retry, CSV export and history. */
  bulkLinkCheck: boolean;
  /** Auth session kept with OS encryption (may still fall back to memory; see sessionStatus). */
  secureSessionStorage: boolean;
  /** Backend and link-check settings editable in the app. */
  desktopSettings: boolean;
}

/** The storage supabase-js uses for the auth session (`auth.storage`). */
export interface AuthStorage {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
}

export interface Platform {
  readonly kind: "web" | "desktop";
  readonly capabilities: PlatformCapabilities;
  readonly authStorage: AuthStorage;
  /** Opens an http(s) link outside the app (system browser / new tab). */
  openExternal(url: string): Promise<void>;
  /** Tells the host the language the page shows: the desktop app writes its menus and dialogs in it. */
  setLocale(locale: Locale): Promise<void>;
  /** Where the session lives; on the web "browser" (localStorage). */
  sessionStatus(): Promise<SessionStatus | { persistence: "browser"; warning: null }>;
  /** Present when capabilities.renderInBrowser. */
  readonly debugger: { render(url: string): Promise<RenderReport> } | null;
  /** Present when capabilities.bulkLinkCheck. */
  readonly linkCheck: DesktopApi["linkCheck"] | null;
  /** Present when capabilities.desktopSettings. */
  readonly settings: DesktopApi["settings"] | null;
}

export type { DesktopApi, RenderReport, SessionStatus };
export type {
  LinkCheckJobSummary, LinkCheckProgress, LinkCheckResult, LinkCheckStart, Settings, SettingsPatch,
} from "@shared/ipc/index.ts";
