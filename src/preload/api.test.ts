import { describe, expect, it, vi } from "vitest";
import { ipcContract } from "@shared/ipc/index.ts";
import { createDesktopApi } from "./api.ts";

function fakeIpc() {
  const listeners = new Map<string, (event: unknown, payload: unknown) => void>();
  return {
    invoke: vi.fn(async (channel: string, payload: unknown) => ({ channel, payload })),
    on: vi.fn((channel: string, listener: (event: unknown, payload: unknown) => void) => listeners.set(channel, listener)),
    removeListener: vi.fn((channel: string) => listeners.delete(channel)),
    listeners,
  };
}

describe("preload desktop API", () => {
  it("maps each function to exactly one contract channel and exposes nothing generic", async () => {
    const ipc = fakeIpc();
    const api = createDesktopApi(ipc);
    const functions: string[] = [];
    for (const [domain, group] of Object.entries(api)) {
      for (const [name, fn] of Object.entries(group as Record<string, unknown>)) {
        expect(typeof fn).toBe("function");
        functions.push(`${domain}.${name}`);
      }
    }
    expect(functions).not.toEqual(expect.arrayContaining(["send", "invoke"]));
    expect(Object.keys(api).sort()).toEqual(["app", "debugger", "linkCheck", "session", "settings", "shell"]);
    await api.linkCheck.start({ urls: ["https://a.ca/1"] });
    await api.settings.get();
    await api.debugger.render({ url: "https://a.ca/1" });
    const used = ipc.invoke.mock.calls.map(([channel]) => channel);
    expect(used).toEqual(["linkCheck:start", "settings:get", "debugger:render"]);
    for (const channel of used) expect(channel in ipcContract).toBe(true);
    expect(ipc.invoke.mock.calls[1]?.[1]).toEqual({});
  });

  it("forwards progress events without the Electron event object and unsubscribes", () => {
    const ipc = fakeIpc();
    const received: unknown[][] = [];
    const off = createDesktopApi(ipc).linkCheck.onProgress((...args) => received.push(args));
    ipc.listeners.get("linkCheck:progress")?.({ sender: "secret" }, { progress: { done: 1 }, result: null });
    expect(received).toEqual([[{ progress: { done: 1 }, result: null }]]);
    off();
    expect(ipc.removeListener).toHaveBeenCalledWith("linkCheck:progress", expect.any(Function));
  });
});
