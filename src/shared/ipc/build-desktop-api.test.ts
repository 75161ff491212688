import { describe, expect, it, vi } from "vitest";
import { buildDesktopApi } from "./build-desktop-api.ts";
import { ipcChannels, type ChannelTable } from "./channels.ts";
import { ipcContract, ipcEvents } from "./contract.ts";

/** `domain.method` for every function of a built API. */
function methods(api: object): string[] {
  return Object.entries(api)
    .flatMap(([domain, group]) => Object.entries(group as object).map(([name, fn]) => (typeof fn === "function" ? `${domain}.${name}` : `${domain}.${name}:not-a-function`)))
    .sort();
}

function build(channels: ChannelTable = ipcChannels) {
  const invoke = vi.fn(async (channel: string, request: unknown) => ({ channel, request }));
  const subscribe = vi.fn((_channel: string, _listener: (payload: unknown) => void) => () => undefined);
  return { api: buildDesktopApi(channels, invoke, subscribe), invoke, subscribe };
}

describe("buildDesktopApi", () => {
  it("has exactly one method per contract channel ('domain:verb' → domain.verb, events → domain.onVerb)", () => {
    const expected = [
      ...Object.keys(ipcContract).map((channel) => channel.replace(":", ".")),
      ...Object.keys(ipcEvents).map((channel) => channel.replace(/:(.)/, (_, first: string) => `.on${first.toUpperCase()}`)),
    ].sort();
    expect(methods(build().api)).toEqual(expected);
    expect(Object.keys(ipcChannels).sort()).toEqual([...Object.keys(ipcContract), ...Object.keys(ipcEvents)].sort());
  });

  it("each method reaches its own channel: queries send {}, calls their argument, events subscribe", async () => {
    const { api, invoke, subscribe } = build();
    for (const [channel, kind] of Object.entries(ipcChannels)) {
      const [domain = "", verb = ""] = channel.split(":");
      const group = (api as unknown as Record<string, Record<string, (arg?: unknown) => unknown>>)[domain]!;
      if (kind === "event") {
        const listener = () => undefined;
        group[`on${verb[0]!.toUpperCase()}${verb.slice(1)}`]!(listener);
        expect(subscribe).toHaveBeenLastCalledWith(channel, listener);
      } else {
        await expect(group[verb]!({ marker: channel })).resolves.toEqual({ channel, request: kind === "query" ? {} : { marker: channel } });
      }
    }
    expect(invoke).toHaveBeenCalledTimes(Object.keys(ipcContract).length);
  });

  it("follows a renamed channel: the old method is gone, the new one reaches the new name", async () => {
    const { "linkCheck:start": _start, ...rest } = ipcChannels;
    const { api, invoke } = build({ ...rest, "linkCheck:begin": "call" } as unknown as ChannelTable);
    const linkCheck = api.linkCheck as unknown as Record<string, (request: unknown) => Promise<unknown>>;
    expect(linkCheck.start).toBeUndefined();
    await linkCheck.begin!({ urls: [] });
    expect(invoke).toHaveBeenCalledWith("linkCheck:begin", { urls: [] });
  });

  it("is frozen and has nothing generic", () => {
    const { api } = build();
    expect(Object.isFrozen(api)).toBe(true);
    for (const group of Object.values(api)) expect(Object.isFrozen(group)).toBe(true);
    expect(methods(api).filter((name) => /\.(send|invoke|on)$/.test(name))).toEqual([]);
  });

  it("is self-contained, as the e2e bridge runs its source in the page", () => {
    const rebuilt = new Function(`return (${buildDesktopApi.toString()});`)() as typeof buildDesktopApi;
    expect(methods(rebuilt(ipcChannels, async () => undefined, () => () => undefined))).toEqual(methods(build().api));
  });
});
