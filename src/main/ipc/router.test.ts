import { describe, expect, it, vi } from "vitest";
import { guardHandler, registerHandlers } from "./router.ts";
import type { IpcMainLike } from "./router.ts";
import type { IpcSenderLike } from "../security/sender.ts";

const trusted = { senderFrame: { url: "app://bundle/index.html", parent: null } };
const stranger = { senderFrame: { url: "https://evil.example/", parent: null } };
const isTrusted = (event: IpcSenderLike) => event.senderFrame?.url.startsWith("app://bundle/") === true;

describe("IPC router", () => {
  it("parses the request with the channel's schema and passes the parsed value on", async () => {
    const handler = vi.fn(() => ({ cancelled: true }));
    const guarded = guardHandler("linkCheck:cancel", handler, isTrusted);
    await expect(guarded(trusted, { jobId: "abc" })).resolves.toEqual({ cancelled: true });
    expect(handler).toHaveBeenCalledWith({ jobId: "abc" });
  });

  it.each([
    ["linkCheck:start", { urls: [] }],
    ["linkCheck:start", { urls: ["https://a.ca"], extra: 1 }],
    ["linkCheck:start", "https://a.ca"],
    ["linkCheck:cancel", { jobId: 7 }],
    ["settings:update", { linkCheck: { concurrency: 1000 } }],
    ["settings:update", { backend: { kind: "hosted", url: "javascript:alert(1)", anonKey: "x".repeat(40) } }],
    ["debugger:render", { url: "file:///etc/passwd" }],
    ["session:setItem", { key: "k", value: "x".repeat(70_000) }],
    ["shell:openExternal", { url: 5 }],
  ] as const)("refuses a bad %s payload", async (channel, payload) => {
    const handler = vi.fn();
    const guarded = guardHandler(channel, handler as never, isTrusted);
    await expect(guarded(trusted, payload)).rejects.toThrow(/invalid request/);
    expect(handler).not.toHaveBeenCalled();
  });

  it("drops messages from untrusted senders before parsing", async () => {
    const handler = vi.fn(() => ({ cancelled: true }));
    await expect(guardHandler("linkCheck:cancel", handler, isTrusted)(stranger, { jobId: "a" })).rejects.toThrow(/untrusted sender/);
    expect(handler).not.toHaveBeenCalled();
  });

  it("refuses a handler response that breaks the contract", async () => {
    const guarded = guardHandler("linkCheck:cancel", (() => ({ cancelled: "yes" })) as never, isTrusted);
    await expect(guarded(trusted, { jobId: "a" })).rejects.toThrow();
  });

  it("registers only the channels given, each guarded", async () => {
    const registered = new Map<string, (event: unknown, payload: unknown) => Promise<unknown>>();
    const ipcMain: IpcMainLike = { handle: (channel, listener) => void registered.set(channel, listener as never) };
    const channels = registerHandlers(ipcMain, { "linkCheck:cancel": () => ({ cancelled: false }) }, isTrusted);
    expect(channels).toEqual(["linkCheck:cancel"]);
    await expect(registered.get("linkCheck:cancel")?.(stranger, { jobId: "a" })).rejects.toThrow(/untrusted/);
  });
});
