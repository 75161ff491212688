import { describe, expect, it } from "vitest";
import { createMemoryStore } from "../kv-store.ts";
import { SettingsService, readSettings } from "./settings-service.ts";

describe("SettingsService", () => {
  it("starts from defaults: the local stack, concurrency 8, 2 per host", () => {
    const settings = new SettingsService(createMemoryStore()).get();
    expect(settings.backend).toEqual({ kind: "local", url: "http://127.0.0.1:54321" });
    expect(settings.linkCheck).toEqual({ concurrency: 8, perHost: 2, timeoutMs: 8_000 });
  });

  it("validates updates and persists them", () => {
    const store = createMemoryStore();
    const service = new SettingsService(store);
    service.update({ backend: { kind: "hosted", url: "https://abc.supabase.co", anonKey: "k".repeat(40) }, linkCheck: { concurrency: 4 } });
    const reloaded = new SettingsService(store).get();
    expect(reloaded.backend).toMatchObject({ kind: "hosted", url: "https://abc.supabase.co" });
    expect(reloaded.linkCheck).toEqual({ concurrency: 4, perHost: 2, timeoutMs: 8_000 });
    expect(() => service.update({ linkCheck: { perHost: 0 } })).toThrow();
    expect(() => service.update({ backend: { kind: "hosted", url: "https://x.co" } })).toThrow();
    expect(new SettingsService(store).get().linkCheck.perHost).toBe(2);
  });

  it("keeps valid sections of a damaged file and resets only the broken one", () => {
    const settings = readSettings({ linkCheck: { concurrency: "lots" }, debugger: { deadlineMs: 20_000 } });
    expect(settings.linkCheck.concurrency).toBe(8);
    expect(settings.debugger.deadlineMs).toBe(20_000);
    expect(readSettings("garbage").backend.kind).toBe("local");
  });
});
