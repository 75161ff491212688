import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { resolveBackendConfig } from "./backend-config.ts";

const fetchText = async (url: string) => (await fetch(url)).text();

describe("resolveBackendConfig", () => {
  it("uses the hosted URL and key from settings", async () => {
    const config = await resolveBackendConfig({ kind: "hosted", url: "https://abc.supabase.co", anonKey: "sb_publishable_hosted_key_123" }, fetchText);
    expect(config).toEqual({ supabaseUrl: "https://abc.supabase.co", anonKey: "sb_publishable_hosted_key_123" });
  });

  it("reads the local stack's publishable key from the page it serves, or null when it is down", async () => {
    const server = createServer((_req, res) => res.end('<html><meta name="supabase-anon-key" content="sb_publishable_local"></html>'));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    expect(await resolveBackendConfig({ kind: "local", url }, fetchText)).toEqual({ supabaseUrl: url, anonKey: "sb_publishable_local" });
    await new Promise((resolve) => server.close(resolve));
    expect(await resolveBackendConfig({ kind: "local", url }, fetchText)).toEqual({ supabaseUrl: url, anonKey: null });
  });
});
