import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("stack configuration", () => {
  it("has working defaults for a fresh clone", () => {
    const config = loadConfig({}, "/project");
    expect(config).toMatchObject({
      port: 54_321,
      host: "127.0.0.1",
      dataDir: "/project/.data",
      databaseUrl: undefined,
      siteUrl: "http://127.0.0.1:54321",
      seedDemo: true,
      pgliteSharedBuffers: "32MB",
      pgliteMaxHeapBytes: 512 * 1024 * 1024,
      apiLimits: { maxBodyBytes: 1_048_576, maxEmbedDepth: 4 },
    });
  });

  it("names every bad variable at once", () => {
    const attempt = () => loadConfig({ PORT: "99999", DATABASE_URL: "mysql://x", PGLITE_SHARED_BUFFERS: "lots", ADMIN_EMAIL: "a@b.ca" }, "/project");
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain("PORT");
      expect(message).toContain("DATABASE_URL must be a postgres:// or postgresql:// URL");
      expect(message).toContain("PGLITE_SHARED_BUFFERS must be a size such as 32MB");
      expect(message).toContain("Set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither");
    }
  });

  it("accepts PostgreSQL's size units for PGlite's shared buffers", () => {
    expect(loadConfig({ PGLITE_SHARED_BUFFERS: "128MB" }).pgliteSharedBuffers).toBe("128MB");
    expect(loadConfig({ PGLITE_SHARED_BUFFERS: "16384kB" }).pgliteSharedBuffers).toBe("16384kB");
    expect(loadConfig({ PGLITE_MAX_HEAP: "1GB" }).pgliteMaxHeapBytes).toBe(1024 ** 3);
    expect(() => loadConfig({ PGLITE_MAX_HEAP: "huge" })).toThrow(/PGLITE_MAX_HEAP must be a size/);
  });

  it("reads the per-request limits and refuses nonsense", () => {
    expect(loadConfig({ API_MAX_BODY_BYTES: "65536", REST_MAX_EMBED_DEPTH: "2" }).apiLimits).toEqual({ maxBodyBytes: 65_536, maxEmbedDepth: 2 });
    expect(() => loadConfig({ API_MAX_BODY_BYTES: "lots" })).toThrow(/API_MAX_BODY_BYTES/);
    expect(() => loadConfig({ REST_MAX_EMBED_DEPTH: "0" })).toThrow(/REST_MAX_EMBED_DEPTH/);
  });
});

describe("proxies and hosts", () => {
  it("reads TRUSTED_PROXIES and ALLOWED_HOSTS, empty by default", () => {
    expect(loadConfig({})).toMatchObject({ trustedProxies: [], allowedHosts: [] });
    expect(loadConfig({ TRUSTED_PROXIES: "10.0.0.0/8, ::1", ALLOWED_HOSTS: "API.Maple.example,maple.test" })).toMatchObject({
      trustedProxies: ["10.0.0.0/8", "::1"],
      allowedHosts: ["api.maple.example", "maple.test"],
    });
  });

  it("refuses entries that are not addresses, ranges or host names", () => {
    expect(() => loadConfig({ TRUSTED_PROXIES: "proxy.local" })).toThrow(/TRUSTED_PROXIES must be/);
    expect(() => loadConfig({ TRUSTED_PROXIES: "10.0.0.0/40" })).toThrow(/TRUSTED_PROXIES must be/);
    expect(() => loadConfig({ ALLOWED_HOSTS: "https://maple.example" })).toThrow(/ALLOWED_HOSTS must be/);
  });

  it("prewarms the functions workers only when FUNCTIONS_PREWARM says so (the idle memory budget)", () => {
    expect(loadConfig({ NODE_ENV: "production" }).functionsPrewarm).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", FUNCTIONS_PREWARM: "1" }).functionsPrewarm).toBe(true);
    expect(loadConfig({ NODE_ENV: "test" }).functionsPrewarm).toBe(false);
    expect(loadConfig({ NODE_ENV: "test", FUNCTIONS_PREWARM: "1" }).functionsPrewarm).toBe(true);
    expect(loadConfig({ NODE_ENV: "production", FUNCTIONS_PREWARM: "0" }).functionsPrewarm).toBe(false);
    expect(() => loadConfig({ FUNCTIONS_PREWARM: "maybe" })).toThrow(/FUNCTIONS_PREWARM/);
  });
});
