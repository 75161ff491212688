import { describe, expect, it } from "vitest";
import { createMemoryStore } from "../kv-store.ts";
import { NO_KEYRING_WARNING, SessionStorage } from "./session-storage.ts";
import type { SafeStorageLike } from "./session-storage.ts";

/** Reversible stand-in for the OS keychain (the network/OS edge). */
function fakeSafeStorage(backend: string, available = true): SafeStorageLike {
  return {
    isEncryptionAvailable: () => available,
    getSelectedStorageBackend: () => backend,
    encryptString: (plain) => Buffer.from(plain, "utf8").reverse(),
    decryptString: (encrypted) => Buffer.from(encrypted).reverse().toString("utf8"),
  };
}

describe("SessionStorage", () => {
  it("stores the session encrypted on disk when a keyring is available", () => {
    const store = createMemoryStore();
    const storage = new SessionStorage(fakeSafeStorage("gnome_libsecret"), store, "linux");
    storage.setItem("sb-auth-token", '{"access_token":"secret"}');
    expect(storage.status).toEqual({ persistence: "encrypted", warning: null });
    expect(JSON.stringify(store.get("session.sb-auth-token"))).not.toContain("secret");
    expect(new SessionStorage(fakeSafeStorage("gnome_libsecret"), store, "linux").getItem("sb-auth-token")).toBe('{"access_token":"secret"}');
    storage.removeItem("sb-auth-token");
    expect(storage.getItem("sb-auth-token")).toBeNull();
  });

  it.each([
    ["basic_text", true, "linux"],
    ["unknown", true, "linux"],
    ["gnome_libsecret", false, "linux"],
    ["", false, "darwin"],
  ] as const)("keeps the session in memory only with backend %s (available %s, %s)", (backend, available, platform) => {
    const store = createMemoryStore();
    const storage = new SessionStorage(fakeSafeStorage(backend, available), store, platform);
    storage.setItem("sb-auth-token", "token");
    expect(storage.status).toEqual({ persistence: "memory", warning: NO_KEYRING_WARNING });
    expect(storage.getItem("sb-auth-token")).toBe("token");
    expect(store.get("session.sb-auth-token")).toBeUndefined();
  });

  it("drops an entry it cannot decrypt", () => {
    const store = createMemoryStore({ "session.k": "bm90LWVuY3J5cHRlZA==" });
    const safe = { ...fakeSafeStorage("kwallet5"), decryptString: () => { throw new Error("bad"); } };
    expect(new SessionStorage(safe, store, "linux").getItem("k")).toBeNull();
    expect(store.get("session.k")).toBeUndefined();
  });
});

describe("session IPC handlers", () => {
  it("warn once, when the first session is saved without a keyring", async () => {
    const { sessionHandlers } = await import("../../ipc/session.ts");
    const warnings: string[] = [];
    const storage = new SessionStorage(fakeSafeStorage("basic_text"), createMemoryStore(), "linux");
    const handlers = sessionHandlers(storage, (message) => warnings.push(message));
    handlers["session:setItem"]?.({ key: "a", value: "1" });
    handlers["session:setItem"]?.({ key: "a", value: "2" });
    expect(warnings).toEqual([NO_KEYRING_WARNING]);
    expect(handlers["session:getItem"]?.({ key: "a" })).toEqual({ value: "2", status: { persistence: "memory", warning: NO_KEYRING_WARNING } });
    const encrypted = sessionHandlers(new SessionStorage(fakeSafeStorage("kwallet5"), createMemoryStore(), "linux"), (m) => warnings.push(m));
    encrypted["session:setItem"]?.({ key: "a", value: "1" });
    expect(warnings).toHaveLength(1);
  });
});
