import type { SessionStatus } from "@shared/ipc/index.ts";
import type { KeyValueStore } from "../kv-store.ts";

/** The subset of Electron's safeStorage used here. */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  /** Linux only: "basic_text" means no keyring, the "encryption" is a hard-coded key. */
  getSelectedStorageBackend?(): string;
  encryptString(plain: string): Buffer;
  decryptString(encrypted: Buffer): string;
}

export const NO_KEYRING_WARNING =
  "No system keyring is available, so your session is kept in memory only: you will need to sign in again after restarting the app.";

const PREFIX = "session.";

/**
 * The auth session (supabase-js storage items) on disk, encrypted with the OS keychain.
 * Where safeStorage is unavailable or falls back to `basic_text`, items live in memory only
 * and never touch the disk.
 */
export class SessionStorage {
  private readonly memory = new Map<string, string>();
  readonly status: SessionStatus;

  constructor(
    private readonly safeStorage: SafeStorageLike,
    private readonly store: KeyValueStore,
    platform: NodeJS.Platform = process.platform,
  ) {
    this.status = SessionStorage.detect(safeStorage, platform);
  }

  static detect(safeStorage: SafeStorageLike, platform: NodeJS.Platform): SessionStatus {
    if (!safeStorage.isEncryptionAvailable()) return { persistence: "memory", warning: NO_KEYRING_WARNING };
    if (platform === "linux") {
      const backend = safeStorage.getSelectedStorageBackend?.() ?? "unknown";
      if (backend === "basic_text" || backend === "unknown") return { persistence: "memory", warning: NO_KEYRING_WARNING };
    }
    return { persistence: "encrypted", warning: null };
  }

  getItem(key: string): string | null {
    if (this.status.persistence === "memory") return this.memory.get(key) ?? null;
    const stored = this.store.get(PREFIX + key);
    if (typeof stored !== "string") return null;
    try {
      return this.safeStorage.decryptString(Buffer.from(stored, "base64"));
    } catch {
      this.store.delete(PREFIX + key);
      return null;
    }
  }

  setItem(key: string, value: string): void {
    if (this.status.persistence === "memory") {
      this.memory.set(key, value);
      return;
    }
    this.store.set(PREFIX + key, this.safeStorage.encryptString(value).toString("base64"));
  }

  removeItem(key: string): void {
    this.memory.delete(key);
    this.store.delete(PREFIX + key);
  }
}
